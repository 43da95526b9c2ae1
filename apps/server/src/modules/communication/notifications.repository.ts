import { UNREAD_SHOWN } from '@coulisse/shared/notifications/categories';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db/client';

export type NotificationRow = typeof notifications.$inferSelect;

/** Writes notifications in the caller's transaction (the engine's `notify`). */
export async function insertNotifications(tx: DbOrTx, rows: (typeof notifications.$inferInsert)[]): Promise<void> {
  await tx.insert(notifications).values(rows);
}

/** Unread counts of these users; every query here runs on index (user_id, read, creation_dt). */
export async function countUnread(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), eq(notifications.read, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** The newest unread notifications of one user, as many as the top bar shows. */
export const newestUnread = (db: Db, userId: number) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .orderBy(desc(notifications.creationDt), desc(notifications.id))
    .limit(UNREAD_SHOWN);

/** Marks one of the user's notifications read and returns it; undefined when it is not theirs. */
export async function viewOwn(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Sets read or unread on those of `ids` that belong to the user; returns how many. */
export async function markOwn(db: Db, userId: number, ids: readonly number[], read: boolean): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read })
    .where(and(inArray(notifications.id, [...ids]), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks every unread notification of the user read; returns how many. */
export async function markAllOwnRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes those of `ids` that belong to the user; returns how many. */
export async function removeOwn(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(inArray(notifications.id, [...ids]), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length;
}
