import { translateNl } from '@coulisse/shared/i18n/index';
import type { GroupBody, GroupDto } from '@coulisse/shared/schemas/casting';
import { and, eq } from 'drizzle-orm';
import { groupLinks, projectGroups, sceneProjectGroups } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/errors';
import { groupColumns } from './casting.list';
import { findPart, identifierTaken } from './casting.repository';
import { checkIdentifier, message, partMessage, requirePart, requireProject } from './parts.service';

/** Groups of the scheme (spec 2): one group, create, update, copy and links between groups (delete: parts.service). */

export async function getGroup(db: DbOrTx, projectId: number, id: number): Promise<GroupDto> {
  const [row] = await db
    .select(groupColumns)
    .from(projectGroups)
    .where(and(eq(projectGroups.id, id), eq(projectGroups.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

export async function createGroup(ctx: AppContext, projectId: number, body: GroupBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'group', projectId, body.identifier);
  const [row] = await ctx.db
    .insert(projectGroups)
    .values({ projectId, ...body })
    .returning({ id: projectGroups.id });
  return { message: partMessage('created', 'group'), data: await getGroup(ctx.db, projectId, row!.id) };
}

export async function updateGroup(ctx: AppContext, projectId: number, id: number, body: GroupBody) {
  await requirePart(ctx.db, 'group', projectId, id);
  await checkIdentifier(ctx.db, 'group', projectId, body.identifier, id);
  await ctx.db.update(projectGroups).set(body).where(eq(projectGroups.id, id));
  return { message: partMessage('updated', 'group'), data: await getGroup(ctx.db, projectId, id) };
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
