import { todayInBrussels } from '@coulisse/shared/rules/account';
import { rolesSchemeOpen } from '@coulisse/shared/rules/casting';
import type { CastSwitchBody, CastUsersAnswer, CastUsersBody, CastUsersQuery, OwnRolesAnswer, UserCastingAnswer } from '@coulisse/shared/schemas/casting';
import { holdsFlagIn, requireFlag } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { castsOf, findProjectByName, identifiersOf, PART_PROJECTS, registeredSides, userNames, type PartRef } from './casting.repository';
import { message, requirePart, requireProject } from './parts.service';
import { castUsersPage, deleteCastLinks, insertCastLinks, moveToCast, projectsCastingUser, userCastingItems, type PlayedPart } from './players.repository';

/** The players (spec 2): the users of a role or group per cast, the cast switch, and a user's own casting. */

/** The casts of a project, for every screen that shows players per cast. */
export async function projectCasts(db: DbOrTx, projectId: number) {
  await requireProject(db, projectId);
  return castsOf(db, projectId);
}

// --- users of a role or group -----------------------------------------------------------------

/**
 * The registered users of one side of the project with the casts they hold the role or group in
 * (the On-stage / Off-stage tabs of spec 2 §2). Filters: text, sex, minimum and maximum age, linked.
 */
export async function castUsers(ctx: AppContext, auth: Auth, kind: PlayedPart, ref: PartRef, query: CastUsersQuery): Promise<CastUsersAnswer> {
  const part = await requirePart(ctx.db, kind, ref);
  // Filtering on a value reveals it (as the users and registrations lists): a rule on the query's content, not on the route.
  if (query.sex !== undefined || query.minAge !== undefined || query.maxAge !== undefined) await requireFlag(ctx.db, auth, part.projectId, 'canReadUsersPersonal');
  const [page, casts] = await Promise.all([castUsersPage(ctx.db, kind, part.id, part.projectId, query), castsOf(ctx.db, part.projectId)]);
  return { casts, total: page.total, data: page.rows };
}

/** PUT …/users: adds and removes links (user, cast) of one role or group, in one transaction, with a notification. */
export async function updateCastUsers(ctx: AppContext, auth: Auth, kind: PlayedPart, ref: PartRef, body: CastUsersBody) {
  const part = await requirePart(ctx.db, kind, ref);
  const project = await requireProject(ctx.db, part.projectId);
  const all = [...body.add, ...body.remove];
  const castIds = new Set((await castsOf(ctx.db, project.id)).map((c) => c.id));
  if (all.some((l) => !castIds.has(l.castId))) throw invalid('castId', 'casting.unknownCast');
  const sides = await registeredSides(
    ctx.db,
    project.id,
    body.add.map((l) => l.userId),
  );
  if (body.add.some((l) => !sides.has(l.userId))) throw invalid('add', 'casting.unknownUsers');
  const notified = await ctx.db.transaction(async (tx) => {
    await deleteCastLinks(tx, kind, part.id, body.remove);
    await insertCastLinks(
      tx,
      kind,
      body.add.map((l) => ({ partId: part.id, ...l })),
    );
    if (!all.length) return [];
    const label = `${part.identifier} ${part.name}`;
    return kind === 'role'
      ? notify(tx, { subRight: 'project_role_users_updated', projectId: project.id, params: { role: label, project: project.name }, excludeUserId: auth.user.id })
      : notify(tx, { subRight: 'group_users_update', projectId: project.id, params: { group: label, project: project.name }, excludeUserId: auth.user.id });
  });
  await emitNotifications(ctx, notified);
  return { message: message(kind === 'role' ? 'casting.roleUsersUpdated' : 'casting.groupUsersUpdated', { name: part.name }) };
}

// --- cast switch ------------------------------------------------------------------------------

/**
 * The project of the switch: the one of every selected role and group (400 unless they exist and
 * share one). The route let the caller through on the roles or on the groups; the other kind, when
 * selected too, needs its own right here, refused like the route refuses (404, as a missing part).
 */
async function switchProject(db: DbOrTx, auth: Auth, body: CastSwitchBody): Promise<number> {
  const [roles, groups] = await Promise.all([PART_PROJECTS.role(db, body.roleIds), PART_PROJECTS.group(db, body.groupIds)]);
  const owners = new Set([...roles.values(), ...groups.values()]);
  if (owners.size !== 1 || roles.size !== new Set(body.roleIds).size || groups.size !== new Set(body.groupIds).size) throw invalid('roleIds', 'casting.unknownRoles');
  const projectId = [...owners][0]!;
  for (const [ids, flag] of [
    [body.roleIds, 'canUpdateRoles'],
    [body.groupIds, 'canUpdateGroups'],
  ] as const)
    if (ids.length && !(await holdsFlagIn(db, auth, projectId, flag))) throw notFound();
  return projectId;
}

/**
 * POST /api/project_roles/switch: moves the user's selected roles and groups to `castId` in one
 * transaction. A role or group the user does not hold is an error naming it, and nothing moves.
 */
export async function switchCast(ctx: AppContext, auth: Auth, body: CastSwitchBody) {
  const projectId = await switchProject(ctx.db, auth, body);
  const project = await requireProject(ctx.db, projectId);
  const castIds = new Set((await castsOf(ctx.db, projectId)).map((c) => c.id));
  if (!castIds.has(body.castId) || Object.values(body.castMap ?? {}).some((c) => !castIds.has(c))) throw invalid('castId', 'casting.unknownCast');
  if (!(await registeredSides(ctx.db, projectId, [body.userId])).has(body.userId)) throw invalid('userId', 'casting.unknownUsers');
  const user = (await userNames(ctx.db, [body.userId])).get(body.userId);

  const notified = await ctx.db.transaction(async (tx) => {
    const missing: string[] = [];
    for (const [kind, ids] of [
      ['role', body.roleIds],
      ['group', body.groupIds],
    ] as const) {
      const notHeld: number[] = [];
      for (const id of new Set(ids)) if (!(await moveToCast(tx, kind, id, body.userId, body.castMap?.[`${kind === 'role' ? 'r' : 'g'}${id}`], body.castId))) notHeld.push(id);
      missing.push(...(await identifiersOf(tx, kind, notHeld)));
    }
    if (missing.length) throw new AppError('validation', 'casting.notHeld', { list: missing.join(', ') }, { roleIds: message('casting.notHeld', { list: missing.join(', ') }) });
    return notify(tx, { subRight: 'cast_switch', projectId, subjectUserId: body.userId, params: { name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), project: project.name }, excludeUserId: auth.user.id });
  });
  await emitNotifications(ctx, notified);
  return { message: message('casting.switched'), data: await userCasting(ctx.db, projectId, body.userId) };
}

// --- a user's casting ---------------------------------------------------------------------------

/** A user's roles and groups in one project, per cast, with the scenes they play in. */
export async function userCasting(db: DbOrTx, projectId: number, userId: number): Promise<UserCastingAnswer> {
  const project = await requireProject(db, projectId);
  const [casts, items] = await Promise.all([castsOf(db, projectId), userCastingItems(db, projectId, userId)]);
  return { projectId, projectName: project.name, userId, casts, items };
}

/** Every project in which the user plays a role or is in a group, newest project first (employee tabs). */
export async function userCastingAll(db: DbOrTx, userId: number): Promise<UserCastingAnswer[]> {
  return Promise.all((await projectsCastingUser(db, userId)).map((projectId) => userCasting(db, projectId, userId)));
}

/**
 * The participant's page /rollen/{projectName}: their roles once the scheme is open (spec 2 §4 §8).
 * Before rolesOpen the scheme is not read at all.
 */
export async function ownRoles(ctx: AppContext, auth: Auth, projectName: string): Promise<OwnRolesAnswer> {
  const project = await findProjectByName(ctx.db, projectName);
  if (!project) throw notFound();
  const registered = await registeredSides(ctx.db, project.id, [auth.user.id]);
  if (!registered.size) return { state: 'notRegistered', message: message('casting.notRegistered'), casting: null };
  if (!rolesSchemeOpen(project.rolesOpen, todayInBrussels())) return { state: 'notOpen', message: message('casting.notOpen'), casting: null };
  const casting = await userCasting(ctx.db, project.id, auth.user.id);
  if (!casting.items.length) return { state: 'noRoles', message: message('casting.noRoles'), casting: null };
  return { state: 'ok', message: null, casting };
}
