import { projectScoped, unionRights, type RightsSet } from '@coulisse/shared/access/rights';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accessRoles, groupUsers, mailOutbox, projects, registrations, repetitionSelections, roleUsers, sessions, userAccessRoles, users } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

/**
 * Every right a user holds through any role, global or in a project (project roles count with
 * their project areas only): what an administrator must hold to act on them.
 */
export async function allRoleRights(db: DbOrTx, userId: number): Promise<RightsSet> {
  const rows = await db
    .select({ rights: accessRoles.rights, projectId: userAccessRoles.projectId })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .where(eq(userAccessRoles.userId, userId));
  return unionRights(...rows.map((r) => (r.projectId === null ? r.rights : projectScoped(r.rights))));
}

/**
 * Locks every level-1 account until the transaction ends and answers their ids. Two
 * administrators deleting each other at the same moment queue here, so the second one sees that
 * the first is gone and the last administrator always stays.
 */
export async function lockAdministrators(tx: Tx): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.level, 1)).orderBy(users.id).for('update');
  return rows.map((r) => r.id);
}

/** Deletes every session of these users and answers their ids (for `endSessions`). */
export async function deleteSessionsOf(tx: Tx, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await tx.delete(sessions).where(inArray(sessions.userId, userIds)).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Profiles owned by a user that have no password: only the owner ever opened sessions for them. */
export async function passwordlessOwnedProfiles(tx: Tx, ownerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.ownerId, ownerId), isNull(users.passwordHash)));
  return rows.map((r) => r.id);
}

/** Leaves the owner's linked profiles without owner (users.owner_id has no foreign key). */
export async function detachOwnedProfiles(tx: Tx, ownerId: number): Promise<number> {
  const rows = await tx.update(users).set({ ownerId: null }).where(eq(users.ownerId, ownerId)).returning({ id: users.id });
  return rows.length;
}

const other = alias(registrations, 'other');

/**
 * Moves a's registrations to b, except in projects where b is registered already: there b's
 * registration stays (a's goes when a is deleted). The registration keeps its id, so whatever
 * hangs from it (preferences, roles) moves with it. Answers the moved count and the kept projects.
 */
export async function transferRegistrations(tx: Tx, from: number, to: number) {
  const kept = await tx
    .select({ projectId: registrations.projectId, projectName: projects.name })
    .from(registrations)
    .innerJoin(projects, eq(projects.id, registrations.projectId))
    .innerJoin(other, and(eq(other.projectId, registrations.projectId), eq(other.userId, to)))
    .where(eq(registrations.userId, from))
    .orderBy(projects.name);
  const moved = await tx
    .update(registrations)
    .set({ userId: to })
    .where(
      and(
        eq(registrations.userId, from),
        sql`not exists (select 1 from ${registrations} ${sql.identifier('b')} where ${sql.identifier('b')}.user_id = ${to} and ${sql.identifier('b')}.project_id = ${registrations.projectId})`,
      ),
    )
    .returning({ id: registrations.id });
  return { moved: moved.length, kept };
}

/**
 * Moves a's access-role links (global and per project) to b; a link b already has stays once.
 * Answers how many links moved.
 */
export async function transferAccessRoles(tx: Tx, from: number, to: number): Promise<number> {
  const moved = await tx
    .update(userAccessRoles)
    .set({ userId: to })
    .where(
      and(
        eq(userAccessRoles.userId, from),
        sql`not exists (select 1 from ${userAccessRoles} ${sql.identifier('b')} where ${sql.identifier('b')}.user_id = ${to} and ${sql.identifier('b')}.access_role_id = ${userAccessRoles.accessRoleId} and coalesce(${sql.identifier('b')}.project_id, 0) = coalesce(${userAccessRoles.projectId}, 0))`,
      ),
    )
    .returning({ id: userAccessRoles.id });
  return moved.length;
}

export async function countAccessRoleLinks(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAccessRoles)
    .where(eq(userAccessRoles.userId, userId));
  return row?.n ?? 0;
}

/**
 * Hands a's linked profiles to b's family: to b's owner when b is itself someone else's linked
 * profile, otherwise to b. If b was one of a's profiles, b becomes an account of its own.
 */
export async function transferOwnedProfiles(tx: Tx, from: number, to: { id: number; ownerId: number | null }): Promise<number> {
  const newOwner = to.ownerId !== null && to.ownerId !== from ? to.ownerId : to.id;
  if (to.ownerId === from) await tx.update(users).set({ ownerId: null }).where(eq(users.id, to.id));
  const moved = await tx
    .update(users)
    .set({ ownerId: newOwner })
    .where(and(eq(users.ownerId, from), ne(users.id, to.id), isNotNull(users.ownerId)))
    .returning({ id: users.id });
  return moved.length;
}

/**
 * Moves a's places in the casting (roles and groups, per cast) to b, who takes over a's parts; a
 * place b holds already stays once. Answers how many places moved.
 */
export async function transferCasting(tx: Tx, from: number, to: number): Promise<number> {
  const b = sql.identifier('b');
  const roles = await tx
    .update(roleUsers)
    .set({ userId: to })
    .where(
      and(
        eq(roleUsers.userId, from),
        sql`not exists (select 1 from ${roleUsers} ${b} where ${b}.user_id = ${to} and ${b}.role_id = ${roleUsers.roleId} and ${b}.cast_id = ${roleUsers.castId})`,
      ),
    )
    .returning({ userId: roleUsers.userId });
  const groups = await tx
    .update(groupUsers)
    .set({ userId: to })
    .where(
      and(
        eq(groupUsers.userId, from),
        sql`not exists (select 1 from ${groupUsers} ${b} where ${b}.user_id = ${to} and ${b}.group_id = ${groupUsers.groupId} and ${b}.cast_id = ${groupUsers.castId})`,
      ),
    )
    .returning({ userId: groupUsers.userId });
  return roles.length + groups.length;
}

/**
 * Rehearsals that call a by name (selection kind `user`, whose ref_id has no foreign key) call b
 * instead, unless they call b already. Answers how many calls moved.
 */
export async function transferRehearsalCalls(tx: Tx, from: number, to: number): Promise<number> {
  const b = sql.identifier('b');
  const moved = await tx
    .update(repetitionSelections)
    .set({ refId: to })
    .where(
      and(
        eq(repetitionSelections.kind, 'user'),
        eq(repetitionSelections.refId, from),
        sql`not exists (select 1 from ${repetitionSelections} ${b} where ${b}.kind = 'user' and ${b}.ref_id = ${to} and ${b}.repetition_id = ${repetitionSelections.repetitionId} and ${b}.cast_id is not distinct from ${repetitionSelections.castId})`,
      ),
    )
    .returning({ id: repetitionSelections.id });
  return moved.length;
}

/** Rehearsal calls of one user by name go with the user (ref_id has no foreign key to cascade). */
export async function deleteRehearsalCalls(tx: Tx, userId: number): Promise<void> {
  await tx.delete(repetitionSelections).where(and(eq(repetitionSelections.kind, 'user'), eq(repetitionSelections.refId, userId)));
}

/** Deletes the person's row with their mails still in the outbox; everything else of theirs cascades. */
export async function deleteUserRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.userId, id));
  await tx.delete(users).where(eq(users.id, id));
}

/** The levels of the accounts with these ids (the level rule for assignments in bulk). */
export function levelsOf(db: DbOrTx, ids: readonly number[]): Promise<{ level: number }[]> {
  return db
    .select({ level: users.level })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
