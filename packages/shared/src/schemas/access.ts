import { z } from 'zod';
import { ACCESS_ROLE_DESCRIPTION, ACCESS_ROLE_NAME, lengthRule } from '../rules/accessRole';
import { rowId } from './lists';
import { ruledText } from './zodRules';

export const areaRightsDto = z.object({
  name: z.string().max(64),
  description: z.string().max(255).optional().default(''),
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  subRights: z.array(z.object({ name: z.string().max(64), description: z.string().max(255).optional().default(''), access: z.boolean() })).max(50),
});

/** Body of create and update of an access role (spec 3 §5 "Access roles"). */
export const accessRoleBody = z.object({
  name: ruledText(ACCESS_ROLE_NAME.max, (v) => lengthRule(v, ACCESS_ROLE_NAME)),
  description: ruledText(ACCESS_ROLE_DESCRIPTION.max, (v) => lengthRule(v, ACCESS_ROLE_DESCRIPTION)),
  rights: z.array(areaRightsDto).max(100),
});
export type AccessRoleBody = z.infer<typeof accessRoleBody>;

export const accessRoleDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  rights: z.array(areaRightsDto),
  /** Users holding the role globally (the linking screen's list). */
  userCount: z.number(),
  createdAt: z.string(),
});
export type AccessRoleDto = z.infer<typeof accessRoleDto>;

/** POST /api{prefix}/user/{id}/access_roles: the complete set of roles the user holds there. */
export const userAccessRolesBody = z.object({ accessRoleIds: z.array(rowId).max(500) });

/** One row of GET /api/access_roles (spec 3 §2 /toegangsrollen). */
export const accessRoleListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  userCount: z.number(),
  createdAt: z.string(),
});
export type AccessRoleListItem = z.infer<typeof accessRoleListItem>;

/** GET /api/access_roles/rights: the empty matrix of the new-role screen, with each area's scope. */
export const rightsMatrixArea = areaRightsDto.extend({ scope: z.enum(['global', 'project']) });
export type RightsMatrixArea = z.infer<typeof rightsMatrixArea>;

/** GET /api/access_role/{id}/copy: the new role and the screen's success message. */
export const accessRoleCopyAnswer = z.object({ message: z.string(), data: accessRoleDto });

/**
 * POST …/users on a role (globally or in one project): links the given users (`add` true, the
 * default) or unlinks them (`add` false). Other links stay untouched, so two people working on the
 * same role never undo each other's changes.
 */
export const roleUsersBody = z.object({
  userIds: z.array(rowId).min(1).max(1000),
  add: z.boolean().optional().default(true),
});
export type RoleUsersBody = z.infer<typeof roleUsersBody>;
export const roleUsersAnswer = z.object({ userCount: z.number() });

/** A user linked to a role, as the user-linking screen shows it. */
export const roleUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  linked: z.boolean(),
});
export type RoleUser = z.infer<typeof roleUser>;

/** GET /api/user/{id}/rights and GET /api/project/{id}/user/{userId}/rights. */
export const userRightsAnswer = z.object({
  rights: z.array(areaRightsDto),
  flags: z.record(z.string(), z.boolean()),
  /** The roles behind the rights; `projectId` is null for a global role. */
  accessRoles: z.array(z.object({ id: z.number(), name: z.string(), projectId: z.number().nullable() })),
});
export type UserRightsAnswer = z.infer<typeof userRightsAnswer>;
