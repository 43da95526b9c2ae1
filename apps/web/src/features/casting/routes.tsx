import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../../app/project/projectScreen';
import { groupsPage, rolesPage, scenesPage } from './tabs';
import { lazyNamed } from '../../app/screens/lazyNamed';

const GroupsScreen = lazyNamed(() => import('./routes/PartListScreens'), 'GroupsScreen');
const RolesScreen = lazyNamed(() => import('./routes/PartListScreens'), 'RolesScreen');
const ScenesScreen = lazyNamed(() => import('./routes/PartListScreens'), 'ScenesScreen');
const CastUsersScreen = lazyNamed(() => import('./routes/CastUsersScreen'), 'CastUsersScreen');
const OwnRolesChooserScreen = lazyNamed(() => import('./routes/OwnRolesChooserScreen'), 'OwnRolesChooserScreen');
const OwnRolesScreen = lazyNamed(() => import('./routes/OwnRolesScreen'), 'OwnRolesScreen');
const SceneDetailScreen = lazyNamed(() => import('./routes/SceneDetailScreen'), 'SceneDetailScreen');

/**
 * Casting (spec 2 §2, issue 5): the tabs rollen, groepen and scenes of the project shell (which
 * checks canReadRoles/Groups/Scenes in the project), the users per role or group, the scene detail,
 * and the participant's own roles page with its project chooser.
 */
export const castingScreens: readonly Screen[] = [
  projectScreen(rolesPage, <RolesScreen />),
  projectScreen(rolesPage, <CastUsersScreen kind="role" />, 'bewerk/:roleId/gebruikers'),
  projectScreen(groupsPage, <GroupsScreen />),
  projectScreen(groupsPage, <CastUsersScreen kind="group" readOnly />, ':groupId'),
  projectScreen(groupsPage, <CastUsersScreen kind="group" />, 'bewerk/:groupId/gebruikers'),
  projectScreen(scenesPage, <ScenesScreen />),
  projectScreen(scenesPage, <SceneDetailScreen />, ':sceneId'),
  { path: '/rollen', element: <OwnRolesChooserScreen />, access: 'signedIn' },
  { path: '/rollen/:projectName', element: <OwnRolesScreen />, access: 'signedIn' },
];
