import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const ImportScreen = lazyNamed(() => import('./routes/ImportScreen'), 'ImportScreen');
const MailScreen = lazyNamed(() => import('./routes/MailScreen'), 'MailScreen');
const OnlineUsersScreen = lazyNamed(() => import('./routes/OnlineUsersScreen'), 'OnlineUsersScreen');
const VolunteersScreen = lazyNamed(() => import('./routes/VolunteersScreen'), 'VolunteersScreen');

/**
 * The volunteers list and the staff tools around it (spec 1 §2, issue 3), each for the users
 * holding its right: read for the list and the online users; read and contact (the addresses) to
 * mail; create to import. The menu item and the overview widgets appear because these are listed.
 */
export const volunteersScreens: readonly Screen[] = [
  { path: '/medewerkers', element: <VolunteersScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadUsers === true },
  { path: '/medewerkers/online', element: <OnlineUsersScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadUsers === true },
  { path: '/medewerkers/mail', element: <MailScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadUsersContact === true },
  { path: '/medewerkers/importeren', element: <ImportScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateUsers === true },
];
