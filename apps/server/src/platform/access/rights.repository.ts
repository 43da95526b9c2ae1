import { fullRights, projectScoped, unionRights, type RightsSet } from '@coulisse/shared/access/rights';
import { and, eq, isNull } from 'drizzle-orm';
import { accessRoles, userAccessRoles } from '../../db/schema/index';
import type { DbOrTx } from '../db/client';

/** Effective global rights of a user: the union of their global access roles (level 1: all). */
export async function loadGlobalRights(db: DbOrTx, user: { id: number; level: number }): Promise<RightsSet> {
  if (user.level === 1) return fullRights();
  const rows = await db
    .select({ rights: accessRoles.rights })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(and(eq(userAccessRoles.userId, user.id), isNull(userAccessRoles.projectId)));
  return unionRights(...rows.map((r) => r.rights));
}

/**
 * Rights in one project: global roles ∪ the project-scoped areas of that project's roles
 * (ARCHITECTURE §4).
 */
export async function loadProjectRights(db: DbOrTx, user: { id: number; level: number }, projectId: number, global?: RightsSet): Promise<RightsSet> {
  if (user.level === 1) return fullRights();
  const base = global ?? (await loadGlobalRights(db, user));
  const rows = await db
    .select({ rights: accessRoles.rights })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(and(eq(userAccessRoles.userId, user.id), eq(userAccessRoles.projectId, projectId)));
  return unionRights(base, ...rows.map((r) => projectScoped(r.rights)));
}
