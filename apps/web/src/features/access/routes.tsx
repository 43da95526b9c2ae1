import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const AccessRolesScreen = lazyNamed(() => import('./routes/AccessRolesScreen'), 'AccessRolesScreen');
const EditAccessRoleScreen = lazyNamed(() => import('./routes/EditAccessRoleScreen'), 'EditAccessRoleScreen');
const NewAccessRoleScreen = lazyNamed(() => import('./routes/NewAccessRoleScreen'), 'NewAccessRoleScreen');
const RoleUsersScreen = lazyNamed(() => import('./routes/RoleUsersScreen'), 'RoleUsersScreen');

/**
 * Access-role screens (spec 3 §2), each for the users holding its right (spec 3 §6): read for the
 * list, create for a new role, update to edit and to link users.
 */
export const accessScreens: readonly Screen[] = [
  { path: '/toegangsrollen', element: <AccessRolesScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadAccessRoles === true },
  { path: '/toegangsrollen/nieuw', element: <NewAccessRoleScreen />, access: 'signedIn', availableFor: (u) => u.flags.canCreateAccessRoles === true },
  { path: '/toegangsrollen/:id/bewerk', element: <EditAccessRoleScreen />, access: 'signedIn', availableFor: (u) => u.flags.canUpdateAccessRoles === true },
  { path: '/toegangsrollen/:id/gebruikers', element: <RoleUsersScreen />, access: 'signedIn', availableFor: (u) => u.flags.canUpdateAccessRoles === true },
];
