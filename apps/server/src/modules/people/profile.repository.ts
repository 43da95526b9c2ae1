import { eq } from 'drizzle-orm';
import { userChanges, users } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

export type UserRecord = typeof users.$inferSelect;
export type UserValues = Partial<Omit<typeof users.$inferInsert, 'id' | 'searchText'>>;
export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Reads a profile and locks its row until the transaction ends, so two saves cannot interleave. */
export function lockUser(tx: Tx, id: number): Promise<UserRecord | null> {
  return tx
    .select()
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

export function findUser(db: DbOrTx, id: number): Promise<UserRecord | null> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

/** Only the fields whose value really changes, each with its old and new value. */
export function diffUser(before: UserRecord, values: UserValues): Changes {
  const changes: Changes = {};
  for (const [field, to] of Object.entries(values)) {
    const from: unknown = before[field as keyof UserRecord] ?? null;
    if (to === undefined || from === (to ?? null)) continue;
    changes[field] = { from, to: to ?? null };
  }
  return changes;
}

/** Writes the changed fields and their history row; both in the caller's transaction. */
export async function writeChanges(tx: Tx, change: { userId: number; changedBy: number; section: string; changes: Changes }): Promise<UserRecord> {
  const values = Object.fromEntries(Object.entries(change.changes).map(([field, { to }]) => [field, to])) as UserValues;
  const [row] = await tx.update(users).set(values).where(eq(users.id, change.userId)).returning();
  await tx.insert(userChanges).values({ userId: change.userId, changedBy: change.changedBy, section: change.section, changes: change.changes });
  return row!;
}
