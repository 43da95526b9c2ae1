import { z } from 'zod';
import { ACCESS_ROLE_DESCRIPTION, ACCESS_ROLE_NAME, lengthRule } from '../rules/accessRole';
import { withRule } from './zodRules';

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
  name: z.string({ error: 'validation.required' }).superRefine(withRule((v: string) => lengthRule(v, ACCESS_ROLE_NAME))),
  description: z.string({ error: 'validation.required' }).superRefine(withRule((v: string) => lengthRule(v, ACCESS_ROLE_DESCRIPTION))),
  rights: z.array(areaRightsDto).max(100),
});
export type AccessRoleBody = z.infer<typeof accessRoleBody>;

export const accessRoleDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  rights: z.array(areaRightsDto),
  userCount: z.number(),
});
export type AccessRoleDto = z.infer<typeof accessRoleDto>;

/** POST /api{prefix}/user/{id}/access_roles: the complete set of roles the user holds there. */
export const userAccessRolesBody = z.object({ accessRoleIds: z.array(z.number().int().positive()).max(500) });
