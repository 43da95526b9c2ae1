import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../projects/components/projectScreen';
import { CastUsersScreen } from './routes/CastUsersScreen';
import { OwnRolesScreen } from './routes/OwnRolesScreen';
import { GroupsScreen, RolesScreen, ScenesScreen } from './routes/PartListScreens';
import { SceneDetailScreen } from './routes/SceneDetailScreen';

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
