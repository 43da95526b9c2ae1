import { z } from 'zod';
import { CASTING_DESCRIPTION_MAX, CASTING_IDS_MAX, CASTING_NAME_MAX, IDENTIFIER_MAX, selectionRule } from '../rules/casting';
import { rowId } from './lists';

/**
 * Bodies and answers of the casting calls (spec 2 §3 §5 §7, issue 5): roles, groups, scenes,
 * scene groups, the users of a role or group per cast, the cast switch and the participant's view.
 * Messages are catalogue keys.
 */
const identifier = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(IDENTIFIER_MAX, { error: `validation.length?min=1&max=${IDENTIFIER_MAX}` });
const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CASTING_NAME_MAX, { error: `validation.length?min=1&max=${CASTING_NAME_MAX}` });
const description = z
  .string()
  .trim()
  .max(CASTING_DESCRIPTION_MAX, { error: `validation.length?min=0&max=${CASTING_DESCRIPTION_MAX}` })
  .nullish()
  .transform((v) => v || null);
const ids = z.array(rowId).max(CASTING_IDS_MAX).default([]);

export const roleBody = z.object({ identifier, name, description, speaking: z.boolean().default(false), forExtended: z.boolean().default(false) });
export type RoleBody = z.infer<typeof roleBody>;
export type RoleInput = z.input<typeof roleBody>;

export const groupBody = z.object({ identifier, name, description });
export type GroupBody = z.infer<typeof groupBody>;
export type GroupInput = z.input<typeof groupBody>;

export const sceneGroupBody = z.object({ identifier, name, description });
export type SceneGroupBody = z.infer<typeof sceneGroupBody>;

export const sceneBody = z.object({ identifier, name, description, sceneGroupId: rowId.nullish().transform((v) => v ?? null) });
export type SceneBody = z.infer<typeof sceneBody>;
export type SceneInput = z.input<typeof sceneBody>;

/** Adding or removing roles and groups of a scene: at least one selection (spec 2 §5). */
export const sceneLinksBody = z
  .object({ roleIds: ids, groupIds: ids })
  .superRefine((b, ctx) => {
    const key = selectionRule(b.roleIds, b.groupIds);
    if (key) ctx.addIssue({ code: 'custom', path: ['roleIds'], message: key });
  });
export type SceneLinksBody = z.infer<typeof sceneLinksBody>;

export const linkGroupBody = z.object({ groupId: rowId });

/** One player of a role or member of a group in one cast. */
export const castLink = z.object({ userId: rowId, castId: rowId });
export type CastLink = z.infer<typeof castLink>;

/** PUT …/users of a role or group: the links to add and to remove; others stay. */
export const castUsersBody = z.object({ add: z.array(castLink).max(5000).default([]), remove: z.array(castLink).max(5000).default([]) });
export type CastUsersBody = z.infer<typeof castUsersBody>;

/**
 * POST /api/project_roles/switch: move the user's selected roles and groups to `castId`.
 * `castMap` optionally names the cast each selection comes from (`r<roleId>` / `g<groupId>` →
 * cast id); without it every cast the user holds that role or group in moves.
 */
export const castSwitchBody = z
  .object({
    castMap: z
      .record(z.string().max(11).regex(/^[rg]\d{1,10}$/), rowId)
      .refine((map) => Object.keys(map).length <= 2 * CASTING_IDS_MAX)
      .optional(),
    userId: rowId,
    castId: rowId,
    roleIds: ids,
    groupIds: ids,
  })
  .superRefine((b, ctx) => {
    const key = selectionRule(b.roleIds, b.groupIds);
    if (key) ctx.addIssue({ code: 'custom', path: ['roleIds'], message: key });
  });
export type CastSwitchBody = z.infer<typeof castSwitchBody>;

export const castDto = z.object({ id: z.number(), name: z.string() });
export type CastDto = z.infer<typeof castDto>;

export const roleDto = z.object({
  id: z.number(),
  projectId: z.number(),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  speaking: z.boolean(),
  forExtended: z.boolean(),
  /** Players per cast. */
  usersPerCast: z.array(z.object({ castId: z.number(), count: z.number() })),
  scenes: z.array(z.object({ id: z.number(), identifier: z.string(), name: z.string() })),
});
export type RoleDto = z.infer<typeof roleDto>;

export const groupDto = z.object({
  id: z.number(),
  projectId: z.number(),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  users: z.number(),
  usersPerCast: z.array(z.object({ castId: z.number(), count: z.number() })),
  linkedGroups: z.array(z.object({ id: z.number(), identifier: z.string(), name: z.string() })),
  scenes: z.array(z.object({ id: z.number(), identifier: z.string(), name: z.string() })),
});
export type GroupDto = z.infer<typeof groupDto>;

const ref = z.object({ id: z.number(), identifier: z.string(), name: z.string() });
export const sceneGroupDto = z.object({ id: z.number(), projectId: z.number(), identifier: z.string(), name: z.string(), description: z.string().nullable(), scenes: z.array(ref) });
export type SceneGroupDto = z.infer<typeof sceneGroupDto>;

export const sceneDto = z.object({
  id: z.number(),
  projectId: z.number(),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sceneGroupId: z.number().nullable(),
  sceneGroup: ref.nullable(),
  roles: z.array(ref.extend({ speaking: z.boolean() })),
  groups: z.array(ref),
});
export type SceneDto = z.infer<typeof sceneDto>;

/** A row of the scene list: a scene or a scene group (`type`), the list mixes both (spec 2 §2). */
export const sceneListItem = z.object({
  id: z.number(),
  type: z.enum(['scene', 'sceneGroup']),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sceneGroupId: z.number().nullable(),
  roles: z.number(),
  groups: z.number(),
});
export type SceneListItem = z.infer<typeof sceneListItem>;

/** A registered user on the users screen of a role or group, with the casts they are linked in. */
export const castUserRow = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  sex: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  location: z.number(),
  castIds: z.array(z.number()),
});
export type CastUserRow = z.infer<typeof castUserRow>;

export const castUsersAnswer = z.object({ casts: z.array(castDto), total: z.number(), data: z.array(castUserRow) });
export type CastUsersAnswer = z.infer<typeof castUsersAnswer>;

export const castUsersQuery = z.object({
  location: z.coerce.number().int().min(0).max(1).default(1),
  text: z.string().trim().max(100).optional(),
  sex: z.coerce.number().int().min(0).max(2).optional(),
  minAge: z.coerce.number().int().min(0).max(120).optional(),
  maxAge: z.coerce.number().int().min(0).max(120).optional(),
  linked: z.enum(['true', 'false']).optional(),
  /** A batch (the list convention of spec 1 §7): rows to skip and rows to return; without them, the first 5,000. */
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  items: z.coerce.number().int().min(1).max(5000).default(5000),
});
export type CastUsersQuery = z.infer<typeof castUsersQuery>;

/** A user's casting in one project: roles and groups per cast with their scenes (registration Rollen tab, employee tabs, participant page). */
export const userCastingItem = z.object({
  type: z.enum(['role', 'group']),
  id: z.number(),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  speaking: z.boolean(),
  castId: z.number(),
  castName: z.string(),
  scenes: z.array(ref),
});
export type UserCastingItem = z.infer<typeof userCastingItem>;

export const userCastingAnswer = z.object({
  projectId: z.number(),
  projectName: z.string(),
  userId: z.number(),
  casts: z.array(castDto),
  items: z.array(userCastingItem),
});
export type UserCastingAnswer = z.infer<typeof userCastingAnswer>;

/** GET /api/rollen/{projectName}: the participant's page; `state` tells which message to show. */
export const ownRolesAnswer = z.object({
  state: z.enum(['notOpen', 'notRegistered', 'noRoles', 'ok']),
  message: z.string().nullable(),
  casting: userCastingAnswer.nullable(),
});
export type OwnRolesAnswer = z.infer<typeof ownRolesAnswer>;

export const calledAnswer = z.object({
  sceneId: z.number(),
  castId: z.number().nullable(),
  users: z.array(z.object({ userId: z.number(), firstName: z.string(), lastName: z.string(), viaRole: z.boolean() })),
});
export type CalledAnswer = z.infer<typeof calledAnswer>;

export const messageAnswer = z.object({ message: z.string() });

/**
 * Role scheme import (spec 2 §5 "Imports", issue 5): POST /api/project/{id}/import/scheme and
 * /import/scheme/users read a semicolon-separated CSV (first row skipped). Without `confirm` the
 * answer is the preview; with `confirm=true` the same file is written, all rows or none.
 */
export const schemeImportQuery = z.object({ confirm: z.enum(['true', 'false']).optional() });
export const schemeImportRow = z.object({ row: z.number(), cells: z.array(z.string()), problems: z.array(z.string()) });
export type SchemeImportRow = z.infer<typeof schemeImportRow>;
export const schemeImportAnswer = z.object({
  file: z.enum(['scheme', 'users']),
  confirmed: z.boolean(),
  message: z.string().nullable(),
  header: z.array(z.string()),
  rows: z.array(schemeImportRow),
  accepted: z.number(),
  refused: z.number(),
  created: z.number(),
  updated: z.number(),
  linked: z.number(),
});
export type SchemeImportAnswer = z.infer<typeof schemeImportAnswer>;
