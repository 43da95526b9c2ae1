import { rightsFromDto } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import type { ListAnswer, ListQuery } from '@coulisse/shared/schemas/lists';
import type { AccessRoleBody, AccessRoleDto, RoleUser, RoleUsersBody, UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { ACCESS_ROLE_NAME } from '@coulisse/shared/rules/accessRole';
import { loadGlobalRights, loadProjectRights } from '../../platform/access/rights.repository';
import type { AccessRule } from '../../platform/access/rules';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/http/errors';
import { listPage } from '../../platform/http/list';
import * as repo from './access.repository';
import { presentAccessRole, presentUserRights } from './access.presenter';
import { roleUsersResource } from './roleUsers.list';
import { assertMayManage, assertMayManageIds } from '../people/accountGuard';

/** Tells the users whose rights changed, after the commit, so their screens refresh their flags. */
function announceRightsChanged(ctx: AppContext, userIds: Iterable<number>): void {
  for (const id of new Set(userIds)) ctx.realtime.emit(`user:${id}`, 'rights_changed');
}

const unique = (ids: number[]) => [...new Set(ids)];

/** One access role with its matrix; 404 when it does not exist. */
export async function getAccessRole(ctx: AppContext, id: number): Promise<AccessRoleDto> {
  const row = await repo.findRole(ctx.db, id);
  if (!row) throw notFound();
  return presentAccessRole(row);
}

/** Creates a role; the matrix is stored normalised (spec 3 §4), unknown areas dropped. */
export async function createAccessRole(ctx: AppContext, body: AccessRoleBody): Promise<AccessRoleDto> {
  const id = await repo.insertRole(ctx.db, { name: body.name, description: body.description, rights: rightsFromDto(body.rights) });
  return getAccessRole(ctx, id);
}

/** Saves a role's name, description and normalised matrix. */
export async function updateAccessRole(ctx: AppContext, id: number, body: AccessRoleBody): Promise<AccessRoleDto> {
  const updated = await repo.updateRole(ctx.db, id, { name: body.name, description: body.description, rights: rightsFromDto(body.rights) });
  if (!updated) throw notFound();
  announceRightsChanged(ctx, await repo.usersHoldingRoles(ctx.db, [id]));
  return getAccessRole(ctx, id);
}

/** Deletes roles with all their links, global and per project. Returns how many were deleted. */
export async function removeAccessRoles(ctx: AppContext, ids: number[]): Promise<number> {
  const { deleted, holders } = await ctx.db.transaction(async (tx) => {
    const holders = await repo.usersHoldingRoles(tx, ids);
    return { deleted: await repo.deleteRoles(tx, ids), holders };
  });
  announceRightsChanged(ctx, holders);
  return deleted.length;
}

/** The name of a copy: "<name> (kopie)", the original shortened so the result fits 255 characters. */
function copyName(name: string): string {
  const suffix = translateNl('accessRoles.copySuffix');
  return `${name.slice(0, ACCESS_ROLE_NAME.max - suffix.length).trimEnd()}${suffix}`;
}

/** Copies a role with the same rights and no users (spec 3 §2 "copy"). */
export async function copyAccessRole(ctx: AppContext, id: number): Promise<AccessRoleDto> {
  const copy = await ctx.db.transaction(async (tx) => {
    const role = await repo.findRole(tx, id);
    if (!role) throw notFound();
    const newId = await repo.insertRole(tx, { name: copyName(role.name), description: role.description, rights: role.rights });
    return repo.findRole(tx, newId);
  });
  return presentAccessRole(copy!);
}

/**
 * Makes `accessRoleIds` the complete set of a user's roles, globally (`projectId` null) or in one
 * project. 404 for an unknown user or project, 400 for unknown roles, 403 for an account of a
 * higher level than the caller's (`assertMayManage`).
 */
export async function setUserAccessRoles(ctx: AppContext, auth: Auth, userId: number, projectId: repo.LinkScope, accessRoleIds: number[]): Promise<UserRightsAnswer> {
  const roleIds = unique(accessRoleIds);
  const changed = await ctx.db.transaction(async (tx) => {
    const user = await repo.userExists(tx, userId);
    if (!user) throw notFound();
    assertMayManage(auth.user, user);
    if (projectId !== null && !(await repo.projectExists(tx, projectId))) throw notFound();
    if (roleIds.length && (await repo.existingRoleIds(tx, roleIds)).length !== roleIds.length) throw invalid('accessRoleIds', 'accessRoles.unknownRoles');
    return repo.replaceUserRoles(tx, userId, projectId, roleIds);
  });
  if (changed) announceRightsChanged(ctx, [userId]);
  return userRights(ctx, userId, projectId);
}

/**
 * Links or unlinks users to one role in one scope; answers the number of users linked there. One
 * account of a higher level than the caller's refuses the whole batch (403).
 */
export async function changeRoleUsers(ctx: AppContext, auth: Auth, roleId: number, projectId: repo.LinkScope, body: RoleUsersBody): Promise<{ userCount: number }> {
  const userIds = unique(body.userIds);
  const { changed, userCount } = await ctx.db.transaction(async (tx) => {
    if (!(await repo.findRole(tx, roleId))) throw notFound();
    if (projectId !== null && !(await repo.projectExists(tx, projectId))) throw notFound();
    if ((await repo.existingUserIds(tx, userIds)).length !== userIds.length) throw invalid('userIds', 'accessRoles.unknownUsers');
    await assertMayManageIds(tx, auth, userIds);
    const changed = body.add ? await repo.linkUsers(tx, roleId, projectId, userIds) : await repo.unlinkUsers(tx, roleId, projectId, userIds);
    return { changed, userCount: await repo.countRoleUsers(tx, roleId, projectId) };
  });
  announceRightsChanged(ctx, changed);
  return { userCount };
}

/** The users of a role in one scope as a generic list answer (docs/lists.md). */
export async function listRoleUsers(ctx: AppContext, roleId: number, projectId: repo.LinkScope, query: ListQuery, auth: Auth, access: AccessRule): Promise<ListAnswer<RoleUser>> {
  if (!(await repo.findRole(ctx.db, roleId))) throw notFound();
  if (projectId !== null && !(await repo.projectExists(ctx.db, projectId))) throw notFound();
  // Linked users unless the caller asks for the others, whatever other filters are sent.
  return listPage(ctx.db, roleUsersResource(roleId, projectId, access), query, auth, { filters: (parsed) => ({ linked: true, ...parsed }) });
}

/**
 * A user's effective rights, flags and roles: global, or global ∪ one project's roles. The same
 * loaders as the access guard, so what this shows is what the server enforces.
 */
export async function userRights(ctx: AppContext, userId: number, projectId: repo.LinkScope): Promise<UserRightsAnswer> {
  const user = await repo.userExists(ctx.db, userId);
  if (!user) throw notFound();
  if (projectId !== null && !(await repo.projectExists(ctx.db, projectId))) throw notFound();
  const globalRights = await loadGlobalRights(ctx.db, user);
  const rights = projectId === null ? globalRights : await loadProjectRights(ctx.db, user, projectId, globalRights);
  return presentUserRights(rights, globalRights, await repo.rolesOfUser(ctx.db, userId, projectId));
}
