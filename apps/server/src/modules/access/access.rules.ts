// Who may call the access calls (docs/areas/access.md). Assigning roles is an
// administrative power: whoever holds rights.update can link any role to anyone, themselves
// included, so it is for administrators only.
import type { AccessRule } from '../../platform/access/rules';

/** Managing the role links of one project (`:id` is the project): the `canManageProjectRights` flag, or rights.update. */
export const manageProjectLinks: AccessRule = {
  anyOf: [{ allOf: [{ right: 'projects.update', project: 'id' }, { right: 'projects.rights', project: 'id' }] }, { right: 'rights.update' }],
};

/** Reading the role links of one project: projects.rights there, or rights.update. */
export const readProjectLinks: AccessRule = { anyOf: [{ right: 'projects.rights', project: 'id' }, { right: 'rights.update' }] };

/** A user's global rights (`:id` is the user): the user, `canReadUserRights`, or who assigns roles. */
export const readUserRights: AccessRule = { anyOf: [{ right: 'users.rights', self: 'id' }, { right: 'rights.update' }] };

/** A user's rights in one project (`:id` project, `:userId` user): also projects.rights or users.rights there. */
export const readProjectUserRights: AccessRule = {
  anyOf: [{ right: 'users.rights', project: 'id', self: 'userId' }, { right: 'projects.rights', project: 'id' }, { right: 'rights.update' }],
};
