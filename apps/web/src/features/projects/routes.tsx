import type { Screen } from '../../app/screens/screens';
import { projectScreen } from './components/projectScreen';
import { EditProjectScreen } from './routes/EditProjectScreen';
import { NewProjectScreen } from './routes/NewProjectScreen';
import { ProjectHomeRedirect } from './routes/ProjectHomeRedirect';
import { ProjectOverviewScreen } from './routes/ProjectOverviewScreen';
import { ProjectRoleUsersScreen } from './routes/ProjectRoleUsersScreen';
import { ProjectSettingsScreen } from './routes/ProjectSettingsScreen';
import { ProjectsScreen } from './routes/ProjectsScreen';

/**
 * Projects (spec 1 §2, spec 2 §2). `/projecten` is the staff list or, for everyone else, the open
 * projects with the welcome text. Screens inside a project are made with `projectScreen`, which
 * puts them in the project shell; its tabs and actions come from `projectNav.ts`.
 */
export const projectsScreens: readonly Screen[] = [
  { path: '/projecten', element: <ProjectsScreen />, access: 'signedIn' },
  { path: '/projecten/nieuw', element: <NewProjectScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateProjects === true },
  { path: '/projecten/:id', element: <ProjectHomeRedirect />, access: 'signedIn' },
  projectScreen('overview', <ProjectOverviewScreen />),
  projectScreen('edit', <EditProjectScreen />),
  projectScreen('settings', <ProjectSettingsScreen />),
  projectScreen('settings', <ProjectSettingsScreen />, ':tab'),
  projectScreen('settings', <ProjectRoleUsersScreen />, 'toegangsrollen/:accessRoleId/gebruikers'),
];
