import type { CalledAnswer, SceneBody, SceneDto, SceneGroupBody, SceneGroupDto, SceneLinksBody } from '@coulisse/shared/schemas/casting';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid } from '../../platform/http/errors';
import { calledUsers, selectionValues } from './called.repository';
import { castsOf, idsInProject, userNames, type PartRef } from './casting.repository';
import { checkIdentifier, checkSceneGroup, found, message, partMessage, requirePart, requireProject } from './parts.service';
import { deleteSceneLinks, findScene, findSceneGroup, insertScene, insertSceneGroup, insertSceneLinks, updateSceneGroupRow, updateSceneRow } from './parts.repository';

/** Scene groups and scenes of the scheme (spec 2): one, create, update, their roles and groups, and who is called (delete: parts.service). */

export const getSceneGroup = async (db: DbOrTx, ref: PartRef): Promise<SceneGroupDto> => found(await findSceneGroup(db, ref));
export const getScene = async (db: DbOrTx, ref: PartRef): Promise<SceneDto> => found(await findScene(db, ref));

// --- create and update -------------------------------------------------------------------

export async function createSceneGroup(ctx: AppContext, projectId: number, body: SceneGroupBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'sceneGroup', projectId, body.identifier);
  const id = await insertSceneGroup(ctx.db, projectId, body);
  return { message: partMessage('created', 'sceneGroup'), data: await getSceneGroup(ctx.db, { id }) };
}

export async function updateSceneGroup(ctx: AppContext, ref: PartRef, body: SceneGroupBody) {
  const sceneGroup = await requirePart(ctx.db, 'sceneGroup', ref);
  await checkIdentifier(ctx.db, 'sceneGroup', sceneGroup.projectId, body.identifier, sceneGroup.id);
  await updateSceneGroupRow(ctx.db, sceneGroup.id, body);
  return { message: partMessage('updated', 'sceneGroup'), data: await getSceneGroup(ctx.db, { id: sceneGroup.id }) };
}

export async function createScene(ctx: AppContext, projectId: number, body: SceneBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'scene', projectId, body.identifier);
  await checkSceneGroup(ctx.db, projectId, body.sceneGroupId);
  const id = await insertScene(ctx.db, projectId, body);
  return { message: partMessage('created', 'scene'), data: await getScene(ctx.db, { id }) };
}

export async function updateScene(ctx: AppContext, ref: PartRef, body: SceneBody) {
  const scene = await requirePart(ctx.db, 'scene', ref);
  await checkIdentifier(ctx.db, 'scene', scene.projectId, body.identifier, scene.id);
  await checkSceneGroup(ctx.db, scene.projectId, body.sceneGroupId);
  await updateSceneRow(ctx.db, scene.id, body);
  return { message: partMessage('updated', 'scene'), data: await getScene(ctx.db, { id: scene.id }) };
}

// --- roles and groups of a scene ---------------------------------------------------------

/** Adds or removes roles and groups of the scene's project, in one transaction. */
export async function changeSceneLinks(ctx: AppContext, ref: PartRef, body: SceneLinksBody, add: boolean) {
  const scene = await requirePart(ctx.db, 'scene', ref);
  const [roles, groups] = await Promise.all([idsInProject(ctx.db, 'role', scene.projectId, body.roleIds), idsInProject(ctx.db, 'group', scene.projectId, body.groupIds)]);
  if (roles.size !== new Set(body.roleIds).size) throw invalid('roleIds', 'casting.unknownRoles');
  if (groups.size !== new Set(body.groupIds).size) throw invalid('groupIds', 'casting.unknownRoles');
  const links = (ids: Set<number>) => [...ids].map((partId) => ({ sceneId: scene.id, partId }));
  await ctx.db.transaction(async (tx) => {
    if (add) {
      await insertSceneLinks(tx, 'role', links(roles));
      await insertSceneLinks(tx, 'group', links(groups));
    } else {
      await deleteSceneLinks(tx, 'role', scene.id, [...roles]);
      await deleteSceneLinks(tx, 'group', scene.id, [...groups]);
    }
  });
  return { message: message(add ? 'casting.sceneLinksAdded' : 'casting.sceneLinksRemoved'), data: await getScene(ctx.db, { id: scene.id }) };
}

// --- who is called ------------------------------------------------------------------------------

/** "Who is called for scene X in cast B": the registered players of the scene's roles and groups (built on called.repository). */
export async function calledForScene(ctx: AppContext, ref: PartRef, castId: number | null): Promise<CalledAnswer> {
  const scene = await requirePart(ctx.db, 'scene', ref);
  if (castId !== null && !(await castsOf(ctx.db, scene.projectId)).some((c) => c.id === castId)) throw invalid('castId', 'casting.unknownCast');
  const called = await calledUsers(ctx.db, scene.projectId, selectionValues([{ kind: 'scene', refId: scene.id, castId }]));
  const names = await userNames(
    ctx.db,
    called.map((c) => c.userId),
  );
  return {
    sceneId: scene.id,
    castId,
    users: called
      .map((c) => ({ userId: c.userId, firstName: names.get(c.userId)?.firstName ?? '', lastName: names.get(c.userId)?.lastName ?? '', viaRole: c.viaRole }))
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'nl') || a.firstName.localeCompare(b.firstName, 'nl') || a.userId - b.userId),
  };
}
