import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const ProfileScreen = lazyNamed(() => import('./routes/ProfileScreen'), 'ProfileScreen');
const UserProfileScreen = lazyNamed(() => import('./routes/UserProfileScreen'), 'UserProfileScreen');
const PeopleImportScreen = lazyNamed(() => import('./routes/PeopleImportScreen'), 'PeopleImportScreen');
const MailScreen = lazyNamed(() => import('./routes/MailScreen'), 'MailScreen');
const OnlineUsersScreen = lazyNamed(() => import('./routes/OnlineUsersScreen'), 'OnlineUsersScreen');
const PeopleScreen = lazyNamed(() => import('./routes/PeopleScreen'), 'PeopleScreen');

const readsUsers = (u: { flags: Record<string, boolean> }) => u.flags.canReadUsers === true;

/**
 * People (spec 1 §2, issue 3): one's own profile, a volunteer's profile with its tabs for staff, and
 * the volunteers list with the staff tools around it, each for the users holding its right: read
 * for the list and the online users; read and contact (the addresses) to mail; create to import.
 * The menu item and the overview widgets appear because these are listed.
 */
export const peopleScreens: readonly Screen[] = [
  { path: '/profiel', element: <ProfileScreen />, access: 'signedIn', openWhileVerifying: true },
  { path: '/medewerker/:id', element: <UserProfileScreen />, access: 'signedIn', availableFor: readsUsers },
  { path: '/medewerker/:id/:tab', element: <UserProfileScreen />, access: 'signedIn', availableFor: readsUsers },
  { path: '/medewerkers', element: <PeopleScreen />, access: 'signedIn', availableFor: readsUsers },
  { path: '/medewerkers/online', element: <OnlineUsersScreen />, access: 'signedIn', availableFor: readsUsers },
  { path: '/medewerkers/mail', element: <MailScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadUsersContact === true },
  { path: '/medewerkers/importeren', element: <PeopleImportScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateUsers === true },
];
