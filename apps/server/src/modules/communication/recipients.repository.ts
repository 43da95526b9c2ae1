import type { NotificationSubRight } from '@coulisse/shared/notifications/categories';
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { accessRoles, userAccessRoles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/**
 * Who receives a notification of one sub-right (ARCHITECTURE "Notifications"): level 1, plus
 * holders of `notifications.read` with that sub-right through a global role or, for a project's
 * notification, a role linked in that project. Roles store normalised rights JSON, so a jsonb
 * containment test on the role finds them without loading any user; UNION drops users who qualify
 * twice. Notifications are a project-scoped area, so a project link does grant them
 * (`projectScoped` keeps it).
 */
export async function findRecipients(tx: DbOrTx, subRight: NotificationSubRight, projectId: number | null, excludeUserId: number | null): Promise<number[]> {
  const granting = JSON.stringify({ notifications: { read: true, sub: { [subRight]: true } } });
  const inScope = projectId === null ? isNull(userAccessRoles.projectId) : or(isNull(userAccessRoles.projectId), eq(userAccessRoles.projectId, projectId));
  const notExcluded = (column: typeof users.id | typeof userAccessRoles.userId): SQL | undefined =>
    excludeUserId === null ? undefined : ne(column, excludeUserId);
  const admins = tx
    .select({ userId: users.id })
    .from(users)
    .where(and(eq(users.level, 1), notExcluded(users.id)));
  const holders = tx
    .select({ userId: userAccessRoles.userId })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(and(sql`${accessRoles.rights} @> ${granting}::jsonb`, inScope, notExcluded(userAccessRoles.userId)));
  const rows = await union(admins, holders);
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
