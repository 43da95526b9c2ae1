import type { CalledAnswer, SceneBody, SceneDto, SceneGroupBody, SceneGroupDto, SceneLinksBody } from '@coulisse/shared/schemas/casting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { projectGroups, projectRoles, sceneGroups, sceneProjectGroups, sceneRoles, scenes, users } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/errors';
import { calledUsers, selectionValues } from './called.repository';
import { castsOf, idsInProject } from './casting.repository';
import { checkIdentifier, checkSceneGroup, message, partMessage, requirePart, requireProject } from './parts.service';

/** Scene groups and scenes of the scheme (spec 2): one, create, update, their roles and groups, and who is called (delete: parts.service). */

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

// --- create and update -------------------------------------------------------------------

export async function createSceneGroup(ctx: AppContext, projectId: number, body: SceneGroupBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'sceneGroup', projectId, body.identifier);
  const [row] = await ctx.db
    .insert(sceneGroups)
    .values({ projectId, ...body })
    .returning({ id: sceneGroups.id });
  return { message: partMessage('created', 'sceneGroup'), data: await getSceneGroup(ctx.db, projectId, row!.id) };
}

export async function updateSceneGroup(ctx: AppContext, projectId: number, id: number, body: SceneGroupBody) {
  await requirePart(ctx.db, 'sceneGroup', projectId, id);
  await checkIdentifier(ctx.db, 'sceneGroup', projectId, body.identifier, id);
  await ctx.db.update(sceneGroups).set(body).where(eq(sceneGroups.id, id));
  return { message: partMessage('updated', 'sceneGroup'), data: await getSceneGroup(ctx.db, projectId, id) };
}

export async function createScene(ctx: AppContext, projectId: number, body: SceneBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'scene', projectId, body.identifier);
  await checkSceneGroup(ctx.db, projectId, body.sceneGroupId);
  const [row] = await ctx.db
    .insert(scenes)
    .values({ projectId, ...body })
    .returning({ id: scenes.id });
  return { message: partMessage('created', 'scene'), data: await getScene(ctx.db, projectId, row!.id) };
}

export async function updateScene(ctx: AppContext, projectId: number, id: number, body: SceneBody) {
  await requirePart(ctx.db, 'scene', projectId, id);
  await checkIdentifier(ctx.db, 'scene', projectId, body.identifier, id);
  await checkSceneGroup(ctx.db, projectId, body.sceneGroupId);
  await ctx.db.update(scenes).set(body).where(eq(scenes.id, id));
  return { message: partMessage('updated', 'scene'), data: await getScene(ctx.db, projectId, id) };
}

// --- roles and groups of a scene ---------------------------------------------------------

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
