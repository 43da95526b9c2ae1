import { fullRights, projectScoped, unionRights, type RightsSet } from '@coulisse/shared/access/rights';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { accessRoles, userAccessRoles } from '../../db/schema/index';
import type { DbOrTx } from '../db/client';

/** Effective global rights from the rights of a user's global roles (level 1 holds every right). */
export const globalRightsOf = (user: { level: number }, roleRights: RightsSet[]): RightsSet => (user.level === 1 ? fullRights() : unionRights(...roleRights));

/** Effective global rights of a user: the union of their global access roles (level 1: all). */
export async function loadGlobalRights(db: DbOrTx, user: { id: number; level: number }): Promise<RightsSet> {
  if (user.level === 1) return fullRights();
  const rows = await db
    .select({ rights: accessRoles.rights })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(and(eq(userAccessRoles.userId, user.id), isNull(userAccessRoles.projectId)));
  return globalRightsOf(user, rows.map((r) => r.rights));
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

/**
 * Rights in several projects at once (a bulk call over records of several projects): global
 * roles ∪ each project's roles, in one statement for all of them.
 */
export async function loadRightsInProjects(db: DbOrTx, user: { id: number; level: number }, projectIds: readonly number[], global: RightsSet): Promise<Map<number, RightsSet>> {
  if (user.level === 1) return new Map(projectIds.map((id) => [id, fullRights()]));
  const rows = projectIds.length
    ? await db
        .select({ projectId: userAccessRoles.projectId, rights: accessRoles.rights })
        .from(userAccessRoles)
        .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
        .where(and(eq(userAccessRoles.userId, user.id), inArray(userAccessRoles.projectId, [...projectIds])))
    : [];
  return new Map(projectIds.map((id) => [id, unionRights(global, ...rows.filter((r) => r.projectId === id).map((r) => projectScoped(r.rights)))]));
}

/** What a user holds in some project: global roles ∪ the project-scoped areas of every project role. */
export async function loadRightsAnywhere(db: DbOrTx, user: { id: number; level: number }, global: RightsSet): Promise<RightsSet> {
  if (user.level === 1) return fullRights();
  const rows = await db
    .select({ rights: accessRoles.rights })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(and(eq(userAccessRoles.userId, user.id), isNotNull(userAccessRoles.projectId)));
  return unionRights(global, ...rows.map((r) => projectScoped(r.rights)));
}
