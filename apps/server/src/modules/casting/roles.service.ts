import type { RoleBody, RoleDto } from '@coulisse/shared/schemas/casting';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { PartRef } from './casting.repository';
import { checkIdentifier, found, partMessage, requirePart, requireProject } from './parts.service';
import { findRole, insertRole, updateRoleRow } from './parts.repository';

/** Roles of the scheme (spec 2): one role, create and update (delete: parts.service). */

export const getRole = async (db: DbOrTx, ref: PartRef): Promise<RoleDto> => found(await findRole(db, ref));

export async function createRole(ctx: AppContext, projectId: number, body: RoleBody) {
  await requireProject(ctx.db, projectId);
  await checkIdentifier(ctx.db, 'role', projectId, body.identifier);
  const id = await insertRole(ctx.db, projectId, body);
  return { message: partMessage('created', 'role'), data: await getRole(ctx.db, { id }) };
}

export async function updateRole(ctx: AppContext, ref: PartRef, body: RoleBody) {
  const role = await requirePart(ctx.db, 'role', ref);
  await checkIdentifier(ctx.db, 'role', role.projectId, body.identifier, role.id);
  await updateRoleRow(ctx.db, role.id, body);
  return { message: partMessage('updated', 'role'), data: await getRole(ctx.db, { id: role.id }) };
}
