import type { RightsSet } from '@coulisse/shared/access/rights';
import { and, asc, eq, getTableName, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accessRoles, projects, userAccessRoles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/** A `like` pattern matching the text anywhere, with the wildcards a user types taken literally. */

/** The project a link lives in: null for a global link. */
export type LinkScope = number | null;

const inScope = (projectId: LinkScope): SQL => (projectId === null ? isNull(userAccessRoles.projectId) : eq(userAccessRoles.projectId, projectId));

/**
 * A column as "table"."column". drizzle writes columns of a single-table select list without their
 * table, which inside a correlated subquery would silently bind to the inner table instead.
 */
const qualified = (column: PgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const link = { userId: qualified(userAccessRoles.userId), roleId: qualified(userAccessRoles.accessRoleId), projectId: qualified(userAccessRoles.projectId) };
const linkInScope = (projectId: LinkScope): SQL => (projectId === null ? sql`${link.projectId} is null` : sql`${link.projectId} = ${projectId}`);

/** Users linked globally to the role in the outer query: the role's `userCount`. */
export const globalUserCount = sql<number>`(select count(*)::int from ${userAccessRoles} where ${link.roleId} = ${qualified(accessRoles.id)} and ${linkInScope(null)})`;

const roleColumns = {
  id: accessRoles.id,
  name: accessRoles.name,
  description: accessRoles.description,
  rights: accessRoles.rights,
  createdAt: accessRoles.createdAt,
  userCount: globalUserCount,
};
export type RoleRow = { id: number; name: string; description: string; rights: RightsSet; createdAt: Date; userCount: number };

export async function findRole(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select(roleColumns).from(accessRoles).where(eq(accessRoles.id, id));
  return row;
}

export async function insertRole(db: DbOrTx, values: { name: string; description: string; rights: RightsSet }): Promise<number> {
  const [row] = await db.insert(accessRoles).values(values).returning({ id: accessRoles.id });
  return row!.id;
}

/** Returns false when the role does not exist. */
export async function updateRole(db: DbOrTx, id: number, values: { name: string; description: string; rights: RightsSet }): Promise<boolean> {
  const rows = await db
    .update(accessRoles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accessRoles.id, id))
    .returning({ id: accessRoles.id });
  return rows.length > 0;
}

/** Deletes roles; their links go with them (foreign key cascade). Returns the deleted ids. */
export async function deleteRoles(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.delete(accessRoles).where(inArray(accessRoles.id, ids)).returning({ id: accessRoles.id });
  return rows.map((r) => r.id);
}

/** Every user holding one of these roles, globally or in any project. */
export async function usersHoldingRoles(db: DbOrTx, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db.selectDistinct({ userId: userAccessRoles.userId }).from(userAccessRoles).where(inArray(userAccessRoles.accessRoleId, roleIds));
  return rows.map((r) => r.userId);
}

export async function existingUserIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

export async function existingRoleIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: accessRoles.id }).from(accessRoles).where(inArray(accessRoles.id, ids));
  return rows.map((r) => r.id);
}

export async function userExists(db: DbOrTx, id: number): Promise<{ id: number; level: number } | undefined> {
  const [row] = await db.select({ id: users.id, level: users.level }).from(users).where(eq(users.id, id));
  return row;
}

export async function projectExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return Boolean(row);
}

/** Makes `roleIds` the complete set of the user's roles in one scope. Returns whether anything changed. */
export async function replaceUserRoles(tx: DbOrTx, userId: number, projectId: LinkScope, roleIds: number[]): Promise<boolean> {
  const stale = roleIds.length ? notInArray(userAccessRoles.accessRoleId, roleIds) : undefined;
  const removed = await tx
    .delete(userAccessRoles)
    .where(and(eq(userAccessRoles.userId, userId), inScope(projectId), stale))
    .returning({ id: userAccessRoles.id });
  const added = roleIds.length
    ? await tx
        .insert(userAccessRoles)
        .values(roleIds.map((accessRoleId) => ({ userId, accessRoleId, projectId })))
        .onConflictDoNothing()
        .returning({ id: userAccessRoles.id })
    : [];
  return removed.length + added.length > 0;
}

/** Links users to a role in one scope; links that already exist stay. Returns the users newly linked. */
export async function linkUsers(tx: DbOrTx, roleId: number, projectId: LinkScope, userIds: number[]): Promise<number[]> {
  const rows = await tx
    .insert(userAccessRoles)
    .values(userIds.map((userId) => ({ userId, accessRoleId: roleId, projectId })))
    .onConflictDoNothing()
    .returning({ userId: userAccessRoles.userId });
  return rows.map((r) => r.userId);
}

/** Unlinks users from a role in one scope. Returns the users unlinked. */
export async function unlinkUsers(tx: DbOrTx, roleId: number, projectId: LinkScope, userIds: number[]): Promise<number[]> {
  const rows = await tx
    .delete(userAccessRoles)
    .where(and(eq(userAccessRoles.accessRoleId, roleId), inScope(projectId), inArray(userAccessRoles.userId, userIds)))
    .returning({ userId: userAccessRoles.userId });
  return rows.map((r) => r.userId);
}

export async function countRoleUsers(db: DbOrTx, roleId: number, projectId: LinkScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAccessRoles)
    .where(and(eq(userAccessRoles.accessRoleId, roleId), inScope(projectId)));
  return row?.n ?? 0;
}

/** The roles a user holds globally and, when a project is given, in that project. */
export async function rolesOfUser(db: DbOrTx, userId: number, projectId: LinkScope): Promise<{ id: number; name: string; projectId: number | null; rights: RightsSet }[]> {
  const scope = projectId === null ? isNull(userAccessRoles.projectId) : sql`(${userAccessRoles.projectId} is null or ${userAccessRoles.projectId} = ${projectId})`;
  return db
    .select({ id: accessRoles.id, name: accessRoles.name, projectId: userAccessRoles.projectId, rights: accessRoles.rights })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(and(eq(userAccessRoles.userId, userId), scope))
    .orderBy(sql`${userAccessRoles.projectId} nulls first`, asc(accessRoles.name), asc(accessRoles.id));
}

/** SQL condition "this user is linked to the role in this scope", for the user-linking list. */
export function linkedToRole(roleId: number, projectId: LinkScope): SQL {
  return sql`exists (select 1 from ${userAccessRoles} where ${link.userId} = ${qualified(users.id)} and ${link.roleId} = ${roleId} and ${linkInScope(projectId)})`;
}
