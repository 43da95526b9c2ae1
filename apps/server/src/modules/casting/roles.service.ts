import type { RoleBody, RoleDto } from '@coulisse/shared/schemas/casting';
import { and, eq } from 'drizzle-orm';
import { projectRoles } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { roleColumns } from './casting.list';
import { checkIdentifier, partMessage, requirePart, requireProject } from './parts.service';

/** Roles of the scheme (spec 2): one role, create and update (delete: parts.service). */

export async function getRole(db: DbOrTx, projectId: number, id: number): Promise<RoleDto> {
  const [row] = await db
    .select(roleColumns)
    .from(projectRoles)
    .where(and(eq(projectRoles.id, id), eq(projectRoles.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

export async function createRole(ctx: AppContext, projectId: number, body: RoleBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'role', projectId, body.identifier);
  const [row] = await ctx.db
    .insert(projectRoles)
    .values({ projectId, ...body })
    .returning({ id: projectRoles.id });
  return { message: partMessage('created', 'role'), data: await getRole(ctx.db, projectId, row!.id) };
}

export async function updateRole(ctx: AppContext, projectId: number, id: number, body: RoleBody) {
  await requirePart(ctx.db, 'role', projectId, id);
  await checkIdentifier(ctx.db, 'role', projectId, body.identifier, id);
  await ctx.db.update(projectRoles).set(body).where(eq(projectRoles.id, id));
  return { message: partMessage('updated', 'role'), data: await getRole(ctx.db, projectId, id) };
}
