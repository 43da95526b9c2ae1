import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../projects/components/projectScreen';
import { lazyNamed } from '../../app/screens/lazyNamed';

const GroupsScreen = lazyNamed(() => import('./routes/PartListScreens'), 'GroupsScreen');
const RolesScreen = lazyNamed(() => import('./routes/PartListScreens'), 'RolesScreen');
const ScenesScreen = lazyNamed(() => import('./routes/PartListScreens'), 'ScenesScreen');
const CastUsersScreen = lazyNamed(() => import('./routes/CastUsersScreen'), 'CastUsersScreen');
const OwnRolesScreen = lazyNamed(() => import('./routes/OwnRolesScreen'), 'OwnRolesScreen');
const SceneDetailScreen = lazyNamed(() => import('./routes/SceneDetailScreen'), 'SceneDetailScreen');

/**
 * Casting (spec 2 §2, issue 5): the tabs rollen, groepen and scenes of the project shell (which
 * checks canReadRoles/Groups/Scenes in the project), the users per role or group, the scene detail,
 * and the participant's own roles page.
 */
export const castingScreens: readonly Screen[] = [
  projectScreen('roles', <RolesScreen />),
  projectScreen('roles', <CastUsersScreen kind="role" />, 'bewerk/:roleId/gebruikers'),
  projectScreen('groups', <GroupsScreen />),
  projectScreen('groups', <CastUsersScreen kind="group" readOnly />, ':groupId'),
  projectScreen('groups', <CastUsersScreen kind="group" />, 'bewerk/:groupId/gebruikers'),
  projectScreen('scenes', <ScenesScreen />),
  projectScreen('scenes', <SceneDetailScreen />, ':sceneId'),
  { path: '/rollen/:projectName', element: <OwnRolesScreen />, access: 'signedIn' },
];
