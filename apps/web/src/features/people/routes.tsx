import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const ProfileScreen = lazyNamed(() => import('./routes/ProfileScreen'), 'ProfileScreen');
const UserProfileScreen = lazyNamed(() => import('./routes/UserProfileScreen'), 'UserProfileScreen');

const readsUsers = (u: { flags: Record<string, boolean> }) => u.flags.canReadUsers === true;

/** People (spec 1 §2): one's own profile, and a volunteer's profile with its tabs for staff. */
export const peopleScreens: readonly Screen[] = [
  { path: '/profiel', element: <ProfileScreen />, access: 'signedIn', openWhileVerifying: true },
  { path: '/medewerker/:id', element: <UserProfileScreen />, access: 'signedIn', availableFor: readsUsers },
  { path: '/medewerker/:id/:tab', element: <UserProfileScreen />, access: 'signedIn', availableFor: readsUsers },
];
