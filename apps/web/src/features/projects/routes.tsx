import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../../app/project/projectScreen';
import { editPage, overviewPage, settingsPage } from './tabs';
import { lazyNamed } from '../../app/screens/lazyNamed';
import { showsParticipantHome } from './participantHome';

const EditProjectScreen = lazyNamed(() => import('./routes/EditProjectScreen'), 'EditProjectScreen');
const NewProjectScreen = lazyNamed(() => import('./routes/NewProjectScreen'), 'NewProjectScreen');
const ProjectHomeRedirect = lazyNamed(() => import('./routes/ProjectHomeRedirect'), 'ProjectHomeRedirect');
const ProjectOverviewScreen = lazyNamed(() => import('./routes/ProjectOverviewScreen'), 'ProjectOverviewScreen');
const ProjectRoleUsersScreen = lazyNamed(() => import('./routes/ProjectRoleUsersScreen'), 'ProjectRoleUsersScreen');
const ProjectSettingsScreen = lazyNamed(() => import('./routes/ProjectSettingsScreen'), 'ProjectSettingsScreen');
const ProjectsScreen = lazyNamed(() => import('./routes/ProjectsScreen'), 'ProjectsScreen');

/**
 * Projects (spec 1 §2, spec 2 §2). `/projecten` is the staff list or, for everyone else, the open
 * projects with the welcome text. Screens inside a project are made with `projectScreen`, which
 * puts them in the project shell; its tabs and actions are the features' `ProjectPage`s (`tabs.tsx`).
 */
export const projectsScreens: readonly Screen[] = [
  {
    path: '/projecten',
    element: <ProjectsScreen />,
    access: 'signedIn',
    sections: {
      host: 'home',
      shownTo: showsParticipantHome,
      prefetch: (client) => import('./api/get-open-projects').then(({ prefetchOpenProjects }) => prefetchOpenProjects(client)),
    },
  },
  { path: '/projecten/nieuw', element: <NewProjectScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateProjects === true },
  { path: '/projecten/:id', element: <ProjectHomeRedirect />, access: 'signedIn' },
  projectScreen(overviewPage, <ProjectOverviewScreen />),
  projectScreen(editPage, <EditProjectScreen />),
  projectScreen(settingsPage, <ProjectSettingsScreen />),
  projectScreen(settingsPage, <ProjectSettingsScreen />, ':tab'),
  projectScreen(settingsPage, <ProjectRoleUsersScreen />, 'toegangsrollen/:accessRoleId/gebruikers'),
];
