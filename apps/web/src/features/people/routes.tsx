import type { Screen } from '../../app/screens/screens';
import { ProfileScreen } from './routes/ProfileScreen';

/** People (spec 1 §2): for now the user's own profile. */
export const peopleScreens: readonly Screen[] = [{ path: '/profiel', element: <ProfileScreen />, access: 'signedIn', openWhileVerifying: true }];
