import type { Screen } from '../../app/screens/screens';
import { ImportScreen } from './routes/ImportScreen';
import { MailScreen } from './routes/MailScreen';
import { OnlineUsersScreen } from './routes/OnlineUsersScreen';
import { VolunteersScreen } from './routes/VolunteersScreen';

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
