import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/** What switching needs to know about an account: its owner, whether it has its own password, its level. */
export async function findSwitchIdentity(db: DbOrTx, id: number): Promise<{ id: number; ownerId: number | null; hasPassword: boolean; level: number } | null> {
  const [row] = await db
    .select({ id: users.id, ownerId: users.ownerId, hasPassword: sql<boolean>`${users.passwordHash} is not null`, level: users.level })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** The owning account and the profiles it owns, the owner first. */
export function listFamily(db: DbOrTx, rootId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image, ownerId: users.ownerId, level: users.level })
    .from(users)
    .where(or(eq(users.id, rootId), eq(users.ownerId, rootId)))
    .orderBy(desc(sql`${users.id} = ${rootId}`), asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function countOwnedProfiles(db: DbOrTx, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Whether the session was opened with remember-me, so a switched session lasts as long. */
export async function sessionRemembered(db: DbOrTx, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ remember: sessions.remember }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.remember ?? false;
}

/**
 * Which of the given profiles belong to the caller's family (the owning account and the profiles it
 * owns), the caller aside, in one statement.
 */
export async function profilesInFamily(db: DbOrTx, userId: number, ids: readonly number[]): Promise<ReadonlySet<number>> {
  const caller = db.select({ root: sql`coalesce(${users.ownerId}, ${users.id})` }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), ne(users.id, userId), or(inArray(users.id, caller), inArray(users.ownerId, caller))));
  return new Set(rows.map((r) => r.id));
}
