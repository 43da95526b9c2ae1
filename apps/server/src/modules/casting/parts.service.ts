import { translateNl } from '@coulisse/shared/i18n/index';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/errors';
import { findCastingProject, findPart, identifierTaken, PART_TABLE, type Part } from './casting.repository';

/** What every part of the scheme (role, group, scene group, scene) shares: lookups, checks, success texts and delete. */

export const message = (key: string, params: Record<string, string | number> = {}) => translateNl(key, params);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SINGLE_KEY: Record<Part, string> = { role: 'casting.roles.single', group: 'casting.groups.single', scene: 'casting.scenes.single', sceneGroup: 'casting.scenes.group' };
/** "Rol aangemaakt", "Groep aangepast", …: the success text of a part's create, update or delete. */
export const partMessage = (action: 'created' | 'updated' | 'deleted', part: Part) => message(`success.${action}`, { resource: capitalize(translateNl(SINGLE_KEY[part])) });

export async function requireProject(db: DbOrTx, projectId: number) {
  const project = await findCastingProject(db, projectId);
  if (!project) throw notFound();
  return project;
}

export async function requirePart(db: DbOrTx, part: Part, projectId: number, id: number) {
  const row = await findPart(db, part, projectId, id);
  if (!row) throw notFound();
  return row;
}

export async function checkIdentifier(db: DbOrTx, part: Part, projectId: number, identifier: string, exceptId?: number) {
  if (await identifierTaken(db, part, projectId, identifier, exceptId)) throw invalid('identifier', 'casting.duplicateIdentifier');
}

export async function checkSceneGroup(db: DbOrTx, projectId: number, sceneGroupId: number | null) {
  if (sceneGroupId !== null && !(await findPart(db, 'sceneGroup', projectId, sceneGroupId))) throw invalid('sceneGroupId', 'casting.unknownRoles');
}

/** Deletes a part of the project; its links (players, scenes, linked groups) go with it; a scene group's scenes stay, without group. */
export async function deletePart(ctx: AppContext, part: Part, projectId: number, id: number) {
  await requirePart(ctx.db, part, projectId, id);
  const table = PART_TABLE[part];
  await ctx.db.delete(table).where(and(eq(table.id, id), eq(table.projectId, projectId)));
  return { message: partMessage('deleted', part) };
}
