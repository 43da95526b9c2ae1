import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import type { ComponentType } from 'react';
import {
  IconCalendarEvent,
  IconClipboardList,
  IconHanger,
  IconReceipt,
  IconLayoutDashboard,
  IconCalendarMonth,
  IconDoorEnter,
  IconUserStar,
  IconMailForward,
  IconTemplate,
  IconSettings,
  IconShieldLock,
  IconMasksTheater,
  IconNews,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { RECEPTION_HOME, isReceptionAccount } from '@coulisse/shared/rules/levels';
import { NewsBadge } from '../../features/communication/components/NewsBadge';
import { screenAvailable, type Screen } from '../screens/screens';

export interface MenuItem {
  key: string;
  labelKey: string;
  path: string;
  icon: Icon;
  /** The right or level that shows the item (spec 1 §2 "Menu items by right"). */
  visible(user: SessionUser): boolean;
  /** A count beside the label (the unread messages of "Nieuws"); renders nothing when there is none. */
  badge?: ComponentType;
}

/**
 * In the order of spec 1 §2; items whose screen is not part of this app (or not for this user) stay
 * hidden. The clothing and rental sections need no test of their own: their home screens exist
 * for whoever may open one of their tabs (`section/sectionScreens.tsx`).
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'overview', labelKey: 'menu.overview', path: '/overzicht', icon: IconLayoutDashboard, visible: (u) => u.level === 1 || u.level === 2 },
  // Everyone may receive project messages (spec 1 §2 "news (unread badge)").
  { key: 'news', labelKey: 'menu.news', path: '/berichten', icon: IconNews, visible: () => true, badge: NewsBadge },
  // Participants see the open projects; staff the projects list with the projects read right.
  { key: 'projects', labelKey: 'menu.projects', path: '/projecten', icon: IconMasksTheater, visible: (u) => u.level === 0 || u.flags.canReadProjects === true },
  { key: 'reception', labelKey: 'kiosk.title', path: RECEPTION_HOME, icon: IconDoorEnter, visible: (u) => isReceptionAccount(u.flags) },
  // A participant's roles: `/rollen` chooses among their projects (spec 1 §2 only knows `/rollen/{projectName}`).
  { key: 'myRoles', labelKey: 'menu.myRoles', path: '/rollen', icon: IconUserStar, visible: (u) => u.level === 0 },
  // spec 1 §2 lists it for mobile; shown at every width: it is a participant's overview of their registrations.
  { key: 'myRepetitions', labelKey: 'menu.myRepetitions', path: '/repetities/alle', icon: IconCalendarEvent, visible: () => true },
  { key: 'calendar', labelKey: 'menu.calendar', path: '/kalender', icon: IconCalendarMonth, visible: (u) => u.flags.canSeeCalendar === true },
  { key: 'registrations', labelKey: 'menu.registrations', path: '/inschrijvingen', icon: IconClipboardList, visible: () => true },
  { key: 'users', labelKey: 'menu.users', path: '/medewerkers', icon: IconUsers, visible: (u) => u.flags.canReadUsers === true },
  { key: 'clothing', labelKey: 'menu.clothing', path: '/kledijbeheer', icon: IconHanger, visible: () => true },
  { key: 'rental', labelKey: 'menu.rental', path: '/retributiebeheer', icon: IconReceipt, visible: () => true },
  { key: 'accessRoles', labelKey: 'menu.accessRoles', path: '/toegangsrollen', icon: IconShieldLock, visible: (u) => u.flags.canReadAccessRoles === true },
  { key: 'settings', labelKey: 'menu.settings', path: '/instellingen', icon: IconSettings, visible: (u) => u.flags.canReadSettings === true },
  { key: 'outbox', labelKey: 'menu.outbox', path: '/verzonden-mails', icon: IconMailForward, visible: (u) => u.level === 1 },
  { key: 'mailTemplates', labelKey: 'menu.mailTemplates', path: '/mail-sjablonen', icon: IconTemplate, visible: (u) => u.level === 1 },
];

export interface ShownMenuItem {
  item: MenuItem;
  /** Shown but disabled while the user still has to verify their data (spec 1 §2). */
  disabled: boolean;
}

export function visibleMenuItems(items: readonly MenuItem[], user: SessionUser, screens: readonly Screen[]): ShownMenuItem[] {
  const verified = { ...user, shouldVerify: false };
  return items
    .filter((item) => item.visible(user) && screenAvailable(screens, item.path, verified))
    .map((item) => ({ item, disabled: !screenAvailable(screens, item.path, user) }));
}
