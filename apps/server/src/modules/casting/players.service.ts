import { deriveFlags } from '@coulisse/shared/access/flags';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { rolesSchemeOpen } from '@coulisse/shared/rules/casting';
import type { CastSwitchBody, CastUsersAnswer, CastUsersBody, CastUsersQuery, OwnRolesAnswer, UserCastingAnswer } from '@coulisse/shared/schemas/casting';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { groupUsers, projects, registrations, roleUsers, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/text';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { projectFlags } from '../../platform/access/projectRights';
import { castsOf, idsInProject, PART_TABLE, registeredSides, rowsOf } from './casting.repository';
import { message, requirePart, requireProject } from './parts.service';

/** The players (spec 2): the users of a role or group per cast, the cast switch, and a user's own casting. */

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
