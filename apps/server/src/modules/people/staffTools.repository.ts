import type { ImportUser } from '@coulisse/shared/schemas/people/staffTools';
import { and, desc, gt, inArray, sql } from 'drizzle-orm';
import { projects, users, userTokens } from '../../db/schema/index';
import { newToken } from '../../platform/auth/tokens';
import type { DbOrTx } from '../../platform/db/client';
import { addressesHeldForUndo } from '../accounts/emailChange.repository';

/** Addresses per lookup: one indexed `= any` probe each, bounded so a statement stays small. */
const LOOKUP_BATCH = 1000;

/**
 * Which of these addresses already have an account (compared as the unique index does: lower case),
 * or are held back for an account's undo link after an e-mail change (`isEmailTaken`).
 */
export async function existingEmails(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += LOOKUP_BATCH) {
    const batch = wanted.slice(start, start + LOOKUP_BATCH);
    const rows = await db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, batch));
    for (const row of rows) found.add(row.email);
    for (const held of await addressesHeldForUndo(db, batch)) found.add(held);
  }
  return found;
}

/**
 * Runs a bulk insert of users with the trigram index filling its pending list, then merges that
 * list in one sorted pass (`gin_clean_pending_list`) and switches the index back, all inside the
 * caller's transaction: PostgreSQL's advice for bulk loads into a GIN index. Entry by entry
 * (`fastupdate = off`, needed because PGlite has no autovacuum) an import of thousands spends
 * most of its time here; other transactions never see the setting change, and a failure rolls
 * it back with the rows.
 */
export async function withBulkSearchIndex<T>(tx: DbOrTx, insert: () => Promise<T>): Promise<T> {
  await tx.execute(sql`alter index users_search_trgm_idx set (fastupdate = on)`);
  const result = await insert();
  await tx.execute(sql`select gin_clean_pending_list('users_search_trgm_idx'::regclass)`);
  await tx.execute(sql`alter index users_search_trgm_idx set (fastupdate = off)`);
  return result;
}

export interface CreatedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Inserts imported people in one statement: unconfirmed, level 0, without a password (they choose
 * one through their invitation), since today.
 */
export function insertImportedUsers(tx: DbOrTx, people: readonly ImportUser[]): Promise<CreatedUser[]> {
  return tx
    .insert(users)
    .values(
      people.map((p) => ({
        email: p.email.trim(),
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: p.dateOfBirth,
        sex: p.sex,
        nationality: p.nationality,
        origin: p.origin,
        phoneNumber: p.phoneNumber,
        cellPhone: p.cellPhone,
        secondaryEmail: p.secondaryEmail,
        streetName: p.streetName,
        houseNumber: p.houseNumber,
        bus: p.bus,
        zipCode: p.zipCode,
        cityName: p.cityName,
        tShirt: p.tShirt,
        ownerRemarks: p.ownerRemarks,
        level: 0,
        confirmed: false,
        passwordHash: null,
        since: sql`current_date`,
      })),
    )
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
}

/** One password link per new person (kind `reset`: following it sets the password and confirms the address). */
export async function insertInviteTokens(tx: DbOrTx, userIds: readonly number[], ttlMs: number): Promise<Map<number, string>> {
  const expiresAt = new Date(Date.now() + ttlMs);
  const tokens = new Map<number, string>();
  const rows = userIds.map((userId) => {
    const { token, hash } = newToken();
    tokens.set(userId, token);
    return { kind: 'reset' as const, tokenHash: hash, userId, expiresAt };
  });
  if (rows.length) await tx.insert(userTokens).values(rows);
  return tokens;
}

/** Users active in the last `minutes`, newest activity first. */
export function onlineUsers(db: DbOrTx, minutes: number, limit: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, lastLogin: users.lastLogin, lastActivity: users.lastActivity })
    .from(users)
    .where(and(gt(users.lastActivity, sql`now() - make_interval(mins => ${minutes})`)))
    .orderBy(desc(users.lastActivity), users.id)
    .limit(limit);
}

/** Every project, newest first: the choices of the registrations filter on /medewerkers. */
export function projectChoices(db: DbOrTx) {
  return db.select({ value: projects.id, label: projects.name }).from(projects).orderBy(desc(projects.creationDt), desc(projects.id));
}
