import { deriveFlags } from '@coulisse/shared/access/flags';
import { translateNl } from '@coulisse/shared/i18n/index';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { rolesSchemeOpen } from '@coulisse/shared/rules/casting';
import type {
  CalledAnswer,
  CastSwitchBody,
  CastUsersAnswer,
  CastUsersBody,
  CastUsersQuery,
  GroupBody,
  GroupDto,
  OwnRolesAnswer,
  RoleBody,
  RoleDto,
  SceneBody,
  SceneDto,
  SceneGroupBody,
  SceneGroupDto,
  SceneLinksBody,
  UserCastingAnswer,
} from '@coulisse/shared/schemas/casting';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { groupLinks, groupUsers, projectGroups, projectRoles, projects, registrations, roleUsers, sceneGroups, sceneProjectGroups, sceneRoles, scenes, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/text';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { projectFlags } from '../registrations/registrations.access';
import { calledUsers, selectionValues } from './called.repository';
import { groupColumns, roleColumns } from './casting.list';
import { castsOf, findCastingProject, findPart, identifierTaken, idsInProject, PART_TABLE, registeredSides, rowsOf, type Part } from './casting.repository';

const message = (key: string, params: Record<string, string | number> = {}) => translateNl(key, params);
const resourceMessage = (action: 'created' | 'updated' | 'deleted', resourceKey: string) => message(`success.${action}`, { resource: capitalize(translateNl(resourceKey)) });
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SINGLE_KEY: Record<Part, string> = { role: 'casting.roles.single', group: 'casting.groups.single', scene: 'casting.scenes.single', sceneGroup: 'casting.scenes.group' };

export async function requireProject(db: DbOrTx, projectId: number) {
  const project = await findCastingProject(db, projectId);
  if (!project) throw notFound();
  return project;
}

async function requirePart(db: DbOrTx, part: Part, projectId: number, id: number) {
  const row = await findPart(db, part, projectId, id);
  if (!row) throw notFound();
  return row;
}

async function checkIdentifier(db: DbOrTx, part: Part, projectId: number, identifier: string, exceptId?: number) {
  if (await identifierTaken(db, part, projectId, identifier, exceptId)) throw invalid('identifier', 'casting.duplicateIdentifier');
}

async function checkSceneGroup(db: DbOrTx, projectId: number, sceneGroupId: number | null) {
  if (sceneGroupId !== null && !(await findPart(db, 'sceneGroup', projectId, sceneGroupId))) throw invalid('sceneGroupId', 'casting.unknownRoles');
}

// --- reading one part -------------------------------------------------------------------------

export async function getRole(db: DbOrTx, projectId: number, id: number): Promise<RoleDto> {
  const [row] = await db
    .select(roleColumns)
    .from(projectRoles)
    .where(and(eq(projectRoles.id, id), eq(projectRoles.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

export async function getGroup(db: DbOrTx, projectId: number, id: number): Promise<GroupDto> {
  const [row] = await db
    .select(groupColumns)
    .from(projectGroups)
    .where(and(eq(projectGroups.id, id), eq(projectGroups.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

export async function getSceneGroup(db: DbOrTx, projectId: number, id: number): Promise<SceneGroupDto> {
  const [row] = await db
    .select()
    .from(sceneGroups)
    .where(and(eq(sceneGroups.id, id), eq(sceneGroups.projectId, projectId)));
  if (!row) throw notFound();
  const sub = await db.select({ id: scenes.id, identifier: scenes.identifier, name: scenes.name }).from(scenes).where(eq(scenes.sceneGroupId, id)).orderBy(sql`lower(${scenes.identifier})`, scenes.id);
  return { id: row.id, projectId: row.projectId, identifier: row.identifier, name: row.name, description: row.description, scenes: sub };
}

export async function getScene(db: DbOrTx, projectId: number, id: number): Promise<SceneDto> {
  const [row] = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.id, id), eq(scenes.projectId, projectId)));
  if (!row) throw notFound();
  const [group, roles, groups] = await Promise.all([
    row.sceneGroupId ? db.select({ id: sceneGroups.id, identifier: sceneGroups.identifier, name: sceneGroups.name }).from(sceneGroups).where(eq(sceneGroups.id, row.sceneGroupId)) : Promise.resolve([]),
    db
      .select({ id: projectRoles.id, identifier: projectRoles.identifier, name: projectRoles.name, speaking: projectRoles.speaking })
      .from(sceneRoles)
      .innerJoin(projectRoles, eq(projectRoles.id, sceneRoles.roleId))
      .where(eq(sceneRoles.sceneId, id))
      .orderBy(sql`lower(${projectRoles.identifier})`, projectRoles.id),
    db
      .select({ id: projectGroups.id, identifier: projectGroups.identifier, name: projectGroups.name })
      .from(sceneProjectGroups)
      .innerJoin(projectGroups, eq(projectGroups.id, sceneProjectGroups.groupId))
      .where(eq(sceneProjectGroups.sceneId, id))
      .orderBy(sql`lower(${projectGroups.identifier})`, projectGroups.id),
  ]);
  return { id: row.id, projectId: row.projectId, identifier: row.identifier, name: row.name, description: row.description, sceneGroupId: row.sceneGroupId, sceneGroup: group[0] ?? null, roles, groups };
}

// --- create, update, delete -------------------------------------------------------------------

export async function createRole(ctx: AppContext, projectId: number, body: RoleBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'role', projectId, body.identifier);
  const [row] = await ctx.db
    .insert(projectRoles)
    .values({ projectId, ...body })
    .returning({ id: projectRoles.id });
  return { message: resourceMessage('created', SINGLE_KEY.role), data: await getRole(ctx.db, projectId, row!.id) };
}

export async function updateRole(ctx: AppContext, projectId: number, id: number, body: RoleBody) {
  await requirePart(ctx.db, 'role', projectId, id);
  await checkIdentifier(ctx.db, 'role', projectId, body.identifier, id);
  await ctx.db.update(projectRoles).set(body).where(eq(projectRoles.id, id));
  return { message: resourceMessage('updated', SINGLE_KEY.role), data: await getRole(ctx.db, projectId, id) };
}

export async function createGroup(ctx: AppContext, projectId: number, body: GroupBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'group', projectId, body.identifier);
  const [row] = await ctx.db
    .insert(projectGroups)
    .values({ projectId, ...body })
    .returning({ id: projectGroups.id });
  return { message: resourceMessage('created', SINGLE_KEY.group), data: await getGroup(ctx.db, projectId, row!.id) };
}

export async function updateGroup(ctx: AppContext, projectId: number, id: number, body: GroupBody) {
  await requirePart(ctx.db, 'group', projectId, id);
  await checkIdentifier(ctx.db, 'group', projectId, body.identifier, id);
  await ctx.db.update(projectGroups).set(body).where(eq(projectGroups.id, id));
  return { message: resourceMessage('updated', SINGLE_KEY.group), data: await getGroup(ctx.db, projectId, id) };
}

export async function createSceneGroup(ctx: AppContext, projectId: number, body: SceneGroupBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'sceneGroup', projectId, body.identifier);
  const [row] = await ctx.db
    .insert(sceneGroups)
    .values({ projectId, ...body })
    .returning({ id: sceneGroups.id });
  return { message: resourceMessage('created', SINGLE_KEY.sceneGroup), data: await getSceneGroup(ctx.db, projectId, row!.id) };
}

export async function updateSceneGroup(ctx: AppContext, projectId: number, id: number, body: SceneGroupBody) {
  await requirePart(ctx.db, 'sceneGroup', projectId, id);
  await checkIdentifier(ctx.db, 'sceneGroup', projectId, body.identifier, id);
  await ctx.db.update(sceneGroups).set(body).where(eq(sceneGroups.id, id));
  return { message: resourceMessage('updated', SINGLE_KEY.sceneGroup), data: await getSceneGroup(ctx.db, projectId, id) };
}

export async function createScene(ctx: AppContext, projectId: number, body: SceneBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'scene', projectId, body.identifier);
  await checkSceneGroup(ctx.db, projectId, body.sceneGroupId);
  const [row] = await ctx.db
    .insert(scenes)
    .values({ projectId, ...body })
    .returning({ id: scenes.id });
  return { message: resourceMessage('created', SINGLE_KEY.scene), data: await getScene(ctx.db, projectId, row!.id) };
}

export async function updateScene(ctx: AppContext, projectId: number, id: number, body: SceneBody) {
  await requirePart(ctx.db, 'scene', projectId, id);
  await checkIdentifier(ctx.db, 'scene', projectId, body.identifier, id);
  await checkSceneGroup(ctx.db, projectId, body.sceneGroupId);
  await ctx.db.update(scenes).set(body).where(eq(scenes.id, id));
  return { message: resourceMessage('updated', SINGLE_KEY.scene), data: await getScene(ctx.db, projectId, id) };
}

/** Deletes a part of the project; its links (players, scenes, linked groups) go with it; a scene group's scenes stay, without group. */
export async function deletePart(ctx: AppContext, part: Part, projectId: number, id: number) {
  await requirePart(ctx.db, part, projectId, id);
  const table = PART_TABLE[part];
  await ctx.db.delete(table).where(and(eq(table.id, id), eq(table.projectId, projectId)));
  return { message: resourceMessage('deleted', SINGLE_KEY[part]) };
}

// --- groups: copy and links -------------------------------------------------------------------

/** A free identifier for a copy: the original with "-2", "-3", … (shortened to fit 30). */
async function freeIdentifier(db: DbOrTx, projectId: number, base: string): Promise<string> {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, 30 - suffix.length) + suffix;
    if (!(await identifierTaken(db, 'group', projectId, candidate))) return candidate;
  }
}

/** GET …/group/{id}/copy: the same group with "(kopie)", its scenes and linked groups, without members. */
export async function copyGroup(ctx: AppContext, projectId: number, id: number) {
  const original = await getGroup(ctx.db, projectId, id);
  const newId = await ctx.db.transaction(async (tx) => {
    const suffix = ` ${translateNl('casting.copySuffix')}`;
    const [row] = await tx
      .insert(projectGroups)
      .values({
        projectId,
        identifier: await freeIdentifier(tx, projectId, original.identifier),
        name: original.name.slice(0, 255 - suffix.length) + suffix,
        description: original.description,
      })
      .returning({ id: projectGroups.id });
    const copyId = row!.id;
    if (original.scenes.length) await tx.insert(sceneProjectGroups).values(original.scenes.map((s) => ({ sceneId: s.id, groupId: copyId })));
    const links = [...original.linkedGroups.map((g) => g.id), id];
    await tx.insert(groupLinks).values(links.map((other) => ({ groupId: Math.min(other, copyId), linkedGroupId: Math.max(other, copyId) })));
    return copyId;
  });
  return { message: message('casting.groupCopied'), data: await getGroup(ctx.db, projectId, newId) };
}

export async function linkGroup(ctx: AppContext, projectId: number, id: number, otherId: number, linked: boolean) {
  await requirePart(ctx.db, 'group', projectId, id);
  if (otherId === id || !(await findPart(ctx.db, 'group', projectId, otherId))) throw invalid('groupId', 'casting.unknownRoles');
  const pair = { groupId: Math.min(id, otherId), linkedGroupId: Math.max(id, otherId) };
  if (linked) await ctx.db.insert(groupLinks).values(pair).onConflictDoNothing();
  else await ctx.db.delete(groupLinks).where(and(eq(groupLinks.groupId, pair.groupId), eq(groupLinks.linkedGroupId, pair.linkedGroupId)));
  return { message: message(linked ? 'casting.groupLinked' : 'casting.groupUnlinked'), data: await getGroup(ctx.db, projectId, id) };
}

// --- scenes: roles and groups -----------------------------------------------------------------

export async function changeSceneLinks(ctx: AppContext, projectId: number, sceneId: number, body: SceneLinksBody, add: boolean) {
  await requirePart(ctx.db, 'scene', projectId, sceneId);
  const [roles, groups] = await Promise.all([idsInProject(ctx.db, 'role', projectId, body.roleIds), idsInProject(ctx.db, 'group', projectId, body.groupIds)]);
  if (roles.size !== new Set(body.roleIds).size) throw invalid('roleIds', 'casting.unknownRoles');
  if (groups.size !== new Set(body.groupIds).size) throw invalid('groupIds', 'casting.unknownRoles');
  await ctx.db.transaction(async (tx) => {
    if (add) {
      if (roles.size) await tx.insert(sceneRoles).values([...roles].map((roleId) => ({ sceneId, roleId }))).onConflictDoNothing();
      if (groups.size) await tx.insert(sceneProjectGroups).values([...groups].map((groupId) => ({ sceneId, groupId }))).onConflictDoNothing();
    } else {
      if (roles.size) await tx.delete(sceneRoles).where(and(eq(sceneRoles.sceneId, sceneId), inArray(sceneRoles.roleId, [...roles])));
      if (groups.size) await tx.delete(sceneProjectGroups).where(and(eq(sceneProjectGroups.sceneId, sceneId), inArray(sceneProjectGroups.groupId, [...groups])));
    }
  });
  return { message: message(add ? 'casting.sceneLinksAdded' : 'casting.sceneLinksRemoved'), data: await getScene(ctx.db, projectId, sceneId) };
}

// --- users of a role or group -----------------------------------------------------------------

const ageBound = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;

/**
 * The registered users of one side of the project with the casts they hold the role or group in
 * (the On-stage / Off-stage tabs of spec 2 §2). Filters: text, sex, minimum and maximum age, linked.
 */
export async function castUsers(ctx: AppContext, auth: Auth, kind: 'role' | 'group', projectId: number, partId: number, query: CastUsersQuery): Promise<CastUsersAnswer> {
  await requirePart(ctx.db, kind, projectId, partId);
  if (query.sex !== undefined || query.minAge !== undefined || query.maxAge !== undefined) {
    // Filtering on a value reveals it (as the users and registrations lists).
    if (!(await projectFlags(ctx.db, auth, projectId)).canReadUsersPersonal && !deriveFlags(auth.rights).canReadUsersPersonal) throw forbidden();
  }
  const links = kind === 'role' ? roleUsers : groupUsers;
  const castIds = sql<number[]>`coalesce((select array_agg(l.cast_id order by l.cast_id) from ${links} l where l.${sql.raw(kind === 'role' ? 'role_id' : 'group_id')} = ${partId} and l.user_id = ${registrations.userId}), '{}')`;
  const conditions: (SQL | undefined)[] = [eq(registrations.projectId, projectId), eq(registrations.location, query.location)];
  if (query.text) conditions.push(sql`${users.searchText} like ${containsPattern(query.text)}`);
  if (query.sex !== undefined) conditions.push(eq(users.sex, query.sex));
  if (query.minAge !== undefined) conditions.push(sql`${users.dateOfBirth} <= ${ageBound(query.minAge)}`);
  if (query.maxAge !== undefined) conditions.push(sql`${users.dateOfBirth} > (${ageBound(query.maxAge + 1)})`);
  if (query.linked) {
    const exists = sql`exists (select 1 from ${links} l where ${sql.raw(kind === 'role' ? 'l.role_id' : 'l.group_id')} = ${partId} and l.user_id = ${registrations.userId})`;
    conditions.push(query.linked === 'true' ? exists : sql`not ${exists}`);
  }
  const where = and(...conditions);
  const [rows, [counted], casts] = await Promise.all([
    ctx.db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, sex: users.sex, dateOfBirth: users.dateOfBirth, location: registrations.location, castIds })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(users.lastName, users.firstName, users.id)
      .limit(5000),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where),
    castsOf(ctx.db, projectId),
  ]);
  return { casts, total: counted?.n ?? 0, data: rows.map((r) => ({ ...r, castIds: (r.castIds ?? []).map(Number) })) };
}

/** PUT …/users: adds and removes links (user, cast) of one role or group, in one transaction, with a notification. */
export async function updateCastUsers(ctx: AppContext, auth: Auth, kind: 'role' | 'group', projectId: number, partId: number, body: CastUsersBody) {
  const project = await requireProject(ctx.db, projectId);
  const part = await requirePart(ctx.db, kind, projectId, partId);
  const all = [...body.add, ...body.remove];
  const castIds = new Set((await castsOf(ctx.db, projectId)).map((c) => c.id));
  if (all.some((l) => !castIds.has(l.castId))) throw invalid('castId', 'casting.unknownCast');
  const sides = await registeredSides(ctx.db, projectId, body.add.map((l) => l.userId));
  if (body.add.some((l) => !sides.has(l.userId))) throw invalid('add', 'casting.unknownUsers');
  const notified = await ctx.db.transaction(async (tx) => {
    if (kind === 'role') {
      if (body.remove.length)
        await tx.delete(roleUsers).where(and(eq(roleUsers.roleId, partId), or(...body.remove.map((l) => and(eq(roleUsers.userId, l.userId), eq(roleUsers.castId, l.castId))))));
      if (body.add.length) await tx.insert(roleUsers).values(body.add.map((l) => ({ roleId: partId, ...l }))).onConflictDoNothing();
    } else {
      if (body.remove.length)
        await tx.delete(groupUsers).where(and(eq(groupUsers.groupId, partId), or(...body.remove.map((l) => and(eq(groupUsers.userId, l.userId), eq(groupUsers.castId, l.castId))))));
      if (body.add.length) await tx.insert(groupUsers).values(body.add.map((l) => ({ groupId: partId, ...l }))).onConflictDoNothing();
    }
    if (!all.length) return [];
    const label = `${part.identifier} ${part.name}`;
    return kind === 'role'
      ? notify(tx, { subRight: 'project_role_users_updated', projectId, params: { role: label, project: project.name }, excludeUserId: auth.user.id })
      : notify(tx, { subRight: 'group_users_update', projectId, params: { group: label, project: project.name }, excludeUserId: auth.user.id });
  });
  await emitNotifications(ctx, notified);
  return { message: message(kind === 'role' ? 'casting.roleUsersUpdated' : 'casting.groupUsersUpdated', { name: part.name }) };
}

// --- cast switch ------------------------------------------------------------------------------

/**
 * POST /api/project_roles/switch: moves the user's selected roles and groups to `castId` in one
 * transaction. The project is the one of the selected roles and groups; the caller needs
 * roles.update for roles and groups.update for groups in it. A role or group the user does not
 * hold is an error naming it, and nothing moves.
 */
export async function switchCast(ctx: AppContext, auth: Auth, body: CastSwitchBody) {
  const owners = await rowsOf<{ project_id: number }>(
    ctx.db,
    sql`select distinct project_id from (
      select project_id from project_roles where id in (${sql.join([0, ...body.roleIds].map((i) => sql`${i}`), sql`, `)})
      union all select project_id from project_groups where id in (${sql.join([0, ...body.groupIds].map((i) => sql`${i}`), sql`, `)})) p`,
  );
  if (owners.length !== 1) throw invalid('roleIds', 'casting.unknownRoles');
  const projectId = Number(owners[0]!.project_id);
  const flags = await projectFlags(ctx.db, auth, projectId);
  if ((body.roleIds.length && !flags.canUpdateRoles) || (body.groupIds.length && !flags.canUpdateGroups)) throw forbidden();
  const [roles, groups] = await Promise.all([idsInProject(ctx.db, 'role', projectId, body.roleIds), idsInProject(ctx.db, 'group', projectId, body.groupIds)]);
  if (roles.size !== new Set(body.roleIds).size || groups.size !== new Set(body.groupIds).size) throw invalid('roleIds', 'casting.unknownRoles');
  const project = await requireProject(ctx.db, projectId);
  const castIds = new Set((await castsOf(ctx.db, projectId)).map((c) => c.id));
  if (!castIds.has(body.castId) || Object.values(body.castMap ?? {}).some((c) => !castIds.has(c))) throw invalid('castId', 'casting.unknownCast');
  if (!(await registeredSides(ctx.db, projectId, [body.userId])).has(body.userId)) throw invalid('userId', 'casting.unknownUsers');
  const [user] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, body.userId));

  const notified = await ctx.db.transaction(async (tx) => {
    const missing: string[] = [];
    for (const [kind, ids] of [
      ['role', [...roles]],
      ['group', [...groups]],
    ] as const) {
      for (const id of ids) {
        const from = body.castMap?.[`${kind === 'role' ? 'r' : 'g'}${id}`];
        const table = kind === 'role' ? roleUsers : groupUsers;
        const partColumn = kind === 'role' ? roleUsers.roleId : groupUsers.groupId;
        const held = await tx
          .delete(table)
          .where(and(eq(partColumn, id), eq(table.userId, body.userId), from ? eq(table.castId, from) : undefined))
          .returning({ castId: table.castId });
        if (!held.length) {
          const [part] = await tx.select({ identifier: PART_TABLE[kind].identifier }).from(PART_TABLE[kind]).where(eq(PART_TABLE[kind].id, id));
          missing.push(part?.identifier ?? String(id));
          continue;
        }
        if (kind === 'role') await tx.insert(roleUsers).values({ roleId: id, userId: body.userId, castId: body.castId }).onConflictDoNothing();
        else await tx.insert(groupUsers).values({ groupId: id, userId: body.userId, castId: body.castId }).onConflictDoNothing();
      }
    }
    if (missing.length) throw new AppError('validation', 'casting.notHeld', { list: missing.join(', ') }, { roleIds: message('casting.notHeld', { list: missing.join(', ') }) });
    return notify(tx, { subRight: 'cast_switch', projectId, subjectUserId: body.userId, params: { name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), project: project.name }, excludeUserId: auth.user.id });
  });
  await emitNotifications(ctx, notified);
  return { message: message('casting.switched'), data: await userCasting(ctx.db, projectId, body.userId) };
}

// --- a user's casting ---------------------------------------------------------------------------

type CastingRow = { type: 'role' | 'group'; id: number; identifier: string; name: string; description: string | null; speaking: boolean; cast_id: number; cast_name: string; scenes: { id: number; identifier: string; name: string }[] };

/** A user's roles and groups in one project, per cast, with the scenes they play in. */
export async function userCasting(db: DbOrTx, projectId: number, userId: number): Promise<UserCastingAnswer> {
  const project = await requireProject(db, projectId);
  const sceneRefs = (table: string, column: string, id: string) =>
    sql.raw(`(select coalesce(json_agg(json_build_object('id', s.id, 'identifier', s.identifier, 'name', s.name) order by lower(s.identifier), s.id), '[]'::json)
      from ${table} l join scenes s on s.id = l.scene_id where l.${column} = ${id})`);
  const rows = await rowsOf<CastingRow>(
    db,
    sql`select 'role' as type, pr.id, pr.identifier, pr.name, pr.description, pr.speaking, c.id as cast_id, c.name as cast_name, ${sceneRefs('scene_roles', 'role_id', 'pr.id')} as scenes
        from role_users ru join project_roles pr on pr.id = ru.role_id join casts c on c.id = ru.cast_id
        where ru.user_id = ${userId} and pr.project_id = ${projectId}
      union all
      select 'group', pg.id, pg.identifier, pg.name, pg.description, false, c.id, c.name, ${sceneRefs('scene_project_groups', 'group_id', 'pg.id')}
        from group_users gu join project_groups pg on pg.id = gu.group_id join casts c on c.id = gu.cast_id
        where gu.user_id = ${userId} and pg.project_id = ${projectId}
      order by cast_id, type desc, identifier`,
  );
  const scenesOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as CastingRow['scenes'];
  return {
    projectId,
    projectName: project.name,
    userId,
    casts: await castsOf(db, projectId),
    items: rows.map((r) => ({
      type: r.type,
      id: Number(r.id),
      identifier: r.identifier,
      name: r.name,
      description: r.description,
      speaking: r.speaking,
      castId: Number(r.cast_id),
      castName: r.cast_name,
      scenes: scenesOf(r.scenes),
    })),
  };
}

/** Every project in which the user plays a role or is in a group, newest project first (employee tabs). */
export async function userCastingAll(db: DbOrTx, userId: number): Promise<UserCastingAnswer[]> {
  const ids = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from projects p where exists (select 1 from role_users ru join project_roles pr on pr.id = ru.role_id where ru.user_id = ${userId} and pr.project_id = p.id)
      or exists (select 1 from group_users gu join project_groups pg on pg.id = gu.group_id where gu.user_id = ${userId} and pg.project_id = p.id)
      order by p.id desc`,
  );
  return Promise.all(ids.map((r) => userCasting(db, Number(r.id), userId)));
}

/**
 * The participant's page /rollen/{projectName}: their roles once the scheme is open (spec 2 §4 §8).
 * Before rolesOpen the scheme is not read at all.
 */
export async function ownRoles(ctx: AppContext, auth: Auth, projectName: string): Promise<OwnRolesAnswer> {
  const byId = /^\d{1,9}$/.test(projectName) ? Number(projectName) : null;
  const [project] = await ctx.db
    .select({ id: projects.id, name: projects.name, rolesOpen: projects.rolesOpen })
    .from(projects)
    .where(byId ? or(eq(projects.id, byId), sql`lower(${projects.name}) = lower(${projectName})`) : sql`lower(${projects.name}) = lower(${projectName})`)
    .orderBy(desc(projects.id))
    .limit(1);
  if (!project) throw notFound();
  const registered = await registeredSides(ctx.db, project.id, [auth.user.id]);
  if (!registered.size) return { state: 'notRegistered', message: message('casting.notRegistered'), casting: null };
  if (!rolesSchemeOpen(project.rolesOpen, todayInBrussels())) return { state: 'notOpen', message: message('casting.notOpen'), casting: null };
  const casting = await userCasting(ctx.db, project.id, auth.user.id);
  if (!casting.items.length) return { state: 'noRoles', message: message('casting.noRoles'), casting: null };
  return { state: 'ok', message: null, casting };
}

// --- who is called ------------------------------------------------------------------------------

/** "Who is called for scene X in cast B": the registered players of the scene's roles and groups (built on called.repository). */
export async function calledForScene(ctx: AppContext, projectId: number, sceneId: number, castId: number | null): Promise<CalledAnswer> {
  await requirePart(ctx.db, 'scene', projectId, sceneId);
  if (castId !== null && !(await castsOf(ctx.db, projectId)).some((c) => c.id === castId)) throw invalid('castId', 'casting.unknownCast');
  const called = await calledUsers(ctx.db, projectId, selectionValues([{ kind: 'scene', refId: sceneId, castId }]));
  const names = called.length
    ? await ctx.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, called.map((c) => c.userId)))
    : [];
  const byId = new Map(names.map((n) => [n.id, n]));
  return {
    sceneId,
    castId,
    users: called
      .map((c) => ({ userId: c.userId, firstName: byId.get(c.userId)?.firstName ?? '', lastName: byId.get(c.userId)?.lastName ?? '', viaRole: c.viaRole }))
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'nl') || a.firstName.localeCompare(b.firstName, 'nl') || a.userId - b.userId),
  };
}
