import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import type { ReactNode } from 'react';
import { EmployeeCastingTab } from '../../casting/components/EmployeeCastingTab';
import { AccessRolesTab } from './AccessRolesTab';
import { CertificateTab } from './certificate/CertificateTab';
import { HistoryTab } from './HistoryTab';
import { ProfileOverview } from './ProfileOverview';
import { RegistrationsTab } from './RegistrationsTab';
import { UserRehearsalsTab } from '../../rehearsals/components/UserRehearsalsTab';

/**
 * One tab of `/medewerker/{id}` (spec 1 §2). A tab exists for a viewer only when its right does,
 * so no empty tab is ever shown. Tabs of later areas are appended here with their `order`, which
 * keeps the spec's sequence: overzicht 10, inschrijvingen 20, rollen 30 (canReadUserRoles),
 * scenes 40 (canReadUserScenes), repetities 50 (canReadUserRepetitions), toegangsrollen 60,
 * certificaat 70 (level 1 only), geschiedenis 80.
 */
export interface ProfileTab {
  /** The address segment: `/medewerker/{id}/{key}`. */
  key: string;
  labelKey: string;
  order: number;
  availableFor: (viewer: SessionUser, userId: number) => boolean;
  render: (userId: number) => ReactNode;
}

const own = (viewer: SessionUser, userId: number) => viewer.id === userId;

export const PROFILE_TABS: readonly ProfileTab[] = [
  { key: 'overzicht', labelKey: 'profileScreen.tabs.overview', order: 10, availableFor: () => true, render: (id) => <ProfileOverview userId={id} /> },
  {
    key: 'inschrijvingen',
    labelKey: 'profileScreen.tabs.registrations',
    order: 20,
    availableFor: (viewer, id) => own(viewer, id) || viewer.flags.canReadUserRegistrations === true,
    render: (id) => <RegistrationsTab userId={id} />,
  },
  {
    key: 'rollen',
    labelKey: 'casting.profile.rolesTitle',
    order: 30,
    availableFor: (viewer) => viewer.flags.canReadUserRoles === true,
    render: (id) => <EmployeeCastingTab userId={id} />,
  },
  {
    key: 'scenes',
    labelKey: 'casting.profile.scenesTitle',
    order: 40,
    availableFor: (viewer) => viewer.flags.canReadUserScenes === true,
    render: (id) => <EmployeeCastingTab userId={id} scenes />,
  },
  {
    key: 'repetities',
    labelKey: 'rehearsals.title',
    order: 50,
    availableFor: (viewer, id) => own(viewer, id) || viewer.flags.canReadUserRepetitions === true,
    render: (id) => <UserRehearsalsTab userId={id} />,
  },
  {
    key: 'toegangsrollen',
    labelKey: 'profileScreen.tabs.accessRoles',
    order: 60,
    availableFor: (viewer, id) => own(viewer, id) || viewer.flags.canReadUserRights === true || viewer.flags.canUpdateAccessRoles === true,
    render: (id) => <AccessRolesTab userId={id} />,
  },
  {
    key: 'certificaat',
    labelKey: 'userAdmin.certificateTab',
    order: 70,
    availableFor: (viewer) => viewer.level === 1,
    render: (id) => <CertificateTab userId={id} />,
  },
  {
    key: 'geschiedenis',
    labelKey: 'profileScreen.tabs.history',
    order: 80,
    availableFor: (viewer) => viewer.level === 1,
    render: (id) => <HistoryTab userId={id} />,
  },
];

export const DEFAULT_TAB = 'overzicht';

/** The tabs this viewer has for this profile, in the spec's order. */
export const tabsFor = (viewer: SessionUser, userId: number): ProfileTab[] =>
  PROFILE_TABS.filter((tab) => tab.availableFor(viewer, userId)).sort((a, b) => a.order - b.order);
