import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import type { ProfileTab } from '../../../app/tabs/tabs';
import { CertificateTab } from './certificate/CertificateTab';
import { HistoryTab } from './HistoryTab';
import { ProfileOverview } from './ProfileOverview';
import { RegistrationsTab } from './RegistrationsTab';

const own = (viewer: SessionUser, userId: number) => viewer.id === userId;

/**
 * The tabs of `/medewerker/{id}` (spec 1 §2) that people shows itself. Other areas add theirs
 * through the tab registry (`app/tabs`), and the order keeps the spec's sequence: overzicht 10,
 * inschrijvingen 20, rollen 30 and scenes 40 (casting), repetities 50 (rehearsals), toegangsrollen
 * 60 (access), certificaat 70 (level 1 only), geschiedenis 80. A tab exists for a viewer only
 * when its right does, so no empty tab is ever shown.
 */
const PROFILE_TABS: readonly ProfileTab[] = [
  { host: 'profile', key: 'overzicht', labelKey: 'profileScreen.tabs.overview', order: 10, availableFor: () => true, render: (id) => <ProfileOverview userId={id} /> },
  {
    host: 'profile',
    key: 'inschrijvingen',
    labelKey: 'profileScreen.tabs.registrations',
    order: 20,
    availableFor: (viewer, id) => own(viewer, id) || viewer.flags.canReadUserRegistrations === true,
    render: (id) => <RegistrationsTab userId={id} />,
  },
  {
    host: 'profile',
    key: 'certificaat',
    labelKey: 'userAdmin.certificateTab',
    order: 70,
    availableFor: (viewer) => viewer.level === 1,
    render: (id) => <CertificateTab userId={id} />,
  },
  {
    host: 'profile',
    key: 'geschiedenis',
    labelKey: 'profileScreen.tabs.history',
    order: 80,
    availableFor: (viewer) => viewer.level === 1,
    render: (id) => <HistoryTab userId={id} />,
  },
];

export const DEFAULT_TAB = 'overzicht';

/** The tabs this viewer has for this profile, people's own and the `contributed` ones, in the spec's order. */
export const tabsFor = (viewer: SessionUser, userId: number, contributed: readonly ProfileTab[]): ProfileTab[] =>
  [...PROFILE_TABS, ...contributed].filter((tab) => tab.availableFor(viewer, userId)).sort((a, b) => a.order - b.order);
