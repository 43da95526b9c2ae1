import type { Screen } from '../../app/screens/screens';
import { projectScreen } from './components/projectScreen';
import { ProjectHomeRedirect } from './routes/ProjectHomeRedirect';
import { ProjectOverviewScreen } from './routes/ProjectOverviewScreen';
import { WelcomeScreen } from './routes/WelcomeScreen';

/**
 * Projects (spec 1 §2, spec 2 §2). Screens inside a project are made with `projectScreen`, which
 * puts them in the project shell; its tabs and actions come from `projectNav.ts`.
 */
export const projectsScreens: readonly Screen[] = [
  { path: '/projecten', element: <WelcomeScreen />, access: 'signedIn', availableFor: (u) => u.level === 0 },
  { path: '/projecten/:id', element: <ProjectHomeRedirect />, access: 'signedIn' },
  projectScreen('overview', <ProjectOverviewScreen />),
];
