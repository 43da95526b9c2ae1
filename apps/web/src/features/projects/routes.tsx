import type { Screen } from '../../app/screens/screens';
import { WelcomeScreen } from './routes/WelcomeScreen';

/**
 * Projects (spec 1 §2). Participants see the welcome screen until the projects list exists;
 * staff have no projects screen in this app yet.
 */
export const projectsScreens: readonly Screen[] = [{ path: '/projecten', element: <WelcomeScreen />, access: 'signedIn', availableFor: (u) => u.level === 0 }];
