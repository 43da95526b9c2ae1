import { translateNl } from '@coulisse/shared/i18n/index';
import type { GroupBody, GroupDto } from '@coulisse/shared/schemas/casting';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid } from '../../platform/http/errors';
import { findPart, identifierTaken, type PartRef } from './casting.repository';
import { checkIdentifier, found, message, partMessage, requirePart, requireProject } from './parts.service';
import { findGroup, insertGroup, insertSceneLinks, linkGroups, unlinkGroups, updateGroupRow } from './parts.repository';

/** Groups of the scheme (spec 2): one group, create, update, copy and links between groups (delete: parts.service). */

export const getGroup = async (db: DbOrTx, ref: PartRef): Promise<GroupDto> => found(await findGroup(db, ref));

export async function createGroup(ctx: AppContext, projectId: number, body: GroupBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'group', projectId, body.identifier);
  const id = await insertGroup(ctx.db, projectId, body);
  return { message: partMessage('created', 'group'), data: await getGroup(ctx.db, { id }) };
}

export async function updateGroup(ctx: AppContext, ref: PartRef, body: GroupBody) {
  const group = await requirePart(ctx.db, 'group', ref);
  await checkIdentifier(ctx.db, 'group', group.projectId, body.identifier, group.id);
  await updateGroupRow(ctx.db, group.id, body);
  return { message: partMessage('updated', 'group'), data: await getGroup(ctx.db, { id: group.id }) };
}

// --- copy and links -------------------------------------------------------------------------

/** A free identifier for a copy: the original with "-2", "-3", … (shortened to fit 30). */
async function freeIdentifier(db: DbOrTx, projectId: number, base: string): Promise<string> {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, 30 - suffix.length) + suffix;
    if (!(await identifierTaken(db, 'group', projectId, candidate))) return candidate;
  }
}

/** GET …/group/{id}/copy: the same group with "(kopie)", its scenes and linked groups, without members. */
export async function copyGroup(ctx: AppContext, ref: PartRef) {
  const original = await getGroup(ctx.db, ref);
  const suffix = ` ${translateNl('casting.copySuffix')}`;
  const copyId = await ctx.db.transaction(async (tx) => {
    const id = await insertGroup(tx, original.projectId, {
      identifier: await freeIdentifier(tx, original.projectId, original.identifier),
      name: original.name.slice(0, 255 - suffix.length) + suffix,
      description: original.description,
    });
    await insertSceneLinks(
      tx,
      'group',
      original.scenes.map((s) => ({ sceneId: s.id, partId: id })),
    );
    await linkGroups(tx, id, [...original.linkedGroups.map((g) => g.id), original.id]);
    return id;
  });
  return { message: message('casting.groupCopied'), data: await getGroup(ctx.db, { id: copyId }) };
}

/** Links or unlinks two groups of one project (links are symmetric). */
export async function linkGroup(ctx: AppContext, ref: PartRef, otherId: number, linked: boolean) {
  const group = await requirePart(ctx.db, 'group', ref);
  if (otherId === group.id || !(await findPart(ctx.db, 'group', { id: otherId, projectId: group.projectId }))) throw invalid('groupId', 'casting.unknownRoles');
  if (linked) await linkGroups(ctx.db, group.id, [otherId]);
  else await unlinkGroups(ctx.db, group.id, otherId);
  return { message: message(linked ? 'casting.groupLinked' : 'casting.groupUnlinked'), data: await getGroup(ctx.db, { id: group.id }) };
}
