import { translateNl } from '@coulisse/shared/i18n/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/errors';
import { deletePartRow, findCastingProject, findPart, identifierTaken, type Part, type PartRef } from './casting.repository';

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

/** The part with its project; 404 when missing or, under a project's path, of another project. */
export async function requirePart(db: DbOrTx, part: Part, ref: PartRef) {
  const row = await findPart(db, part, ref);
  if (!row) throw notFound();
  return row;
}

/** A found part, or 404: the detail reads answer the same for missing and foreign parts. */
export function found<T>(row: T | null): T {
  if (!row) throw notFound();
  return row;
}

export async function checkIdentifier(db: DbOrTx, part: Part, projectId: number, identifier: string, exceptId?: number) {
  if (await identifierTaken(db, part, projectId, identifier, exceptId)) throw invalid('identifier', 'casting.duplicateIdentifier');
}

export async function checkSceneGroup(db: DbOrTx, projectId: number, sceneGroupId: number | null) {
  if (sceneGroupId !== null && !(await findPart(db, 'sceneGroup', { id: sceneGroupId, projectId }))) throw invalid('sceneGroupId', 'casting.unknownRoles');
}

/** Deletes a part; its links (players, scenes, linked groups) go with it; a scene group's scenes stay, without group. */
export async function deletePart(ctx: AppContext, part: Part, ref: PartRef) {
  const row = await requirePart(ctx.db, part, ref);
  await deletePartRow(ctx.db, part, row.id);
  return { message: partMessage('deleted', part) };
}
