import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { recordChanges } from './history.repository';
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
export function writeChanges(tx: Tx, change: { userId: number; changedBy: number; section: string; changes: Changes }): Promise<UserRecord> {
  const values = Object.fromEntries(Object.entries(change.changes).map(([field, { to }]) => [field, to])) as UserValues;
  return writeWithHistory(tx, { ...change, values });
}

/** Writes fields with a history row that may say less than the values (the certificate's says only whether there is one). */
export async function writeWithHistory(tx: Tx, change: { userId: number; changedBy: number; section: string; values: UserValues; changes: Changes }): Promise<UserRecord> {
  const [row] = await tx.update(users).set(change.values).where(eq(users.id, change.userId)).returning();
  await recordChanges(tx, change);
  return row!;
}

/** The person whose stored certificate has this file name. */
export function findUserByCertificate(db: DbOrTx, name: string): Promise<UserRecord | null> {
  return db
    .select()
    .from(users)
    .where(eq(users.certificate, name))
    .then((rows) => rows[0] ?? null);
}
