import { PROBABLY_PRESENT_GRACE_MINUTES, type PresenceCode } from '@coulisse/shared/rules/rehearsals';
import { eq, sql, type SQL } from 'drizzle-orm';
import { presences, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { containsPattern, foldSql } from '../../platform/db/text';
import { calledUsersSql, repetitionSelection } from '../casting/called.repository';

export interface PresenceFilters {
  text?: string;
  presence?: PresenceCode;
  individualRole?: 0 | 1;
}

export interface PresencePage {
  offset: number;
  items: number;
}

/** The rehearsal whose participants a query reads. */
export interface RehearsalRef {
  id: number;
  projectId: number;
  startDt: Date;
}

/**
 * The SQL condition of a presence code (spec 2 §4) over `p` (the presence row, or nulls), the
 * same rule as the shared `presenceState`: `start` is the rehearsal's start, as an SQL value, so
 * one statement can state it for many rehearsals at once.
 */
function presenceCodeSql(code: PresenceCode, start: SQL): SQL {
  const graceEnd = sql`(${start} + make_interval(mins => ${PROBABLY_PRESENT_GRACE_MINUTES}::int))`;
  const present = sql`coalesce(p.present, false)`;
  const marked = sql`coalesce(p.marked_present, true)`;
  switch (code) {
    case 1:
      return present;
    case 0:
      return sql`not ${present} and not ${marked}`;
    case 3:
      return sql`not ${present} and ${marked} and now() <= ${graceEnd}`;
    case 2:
      return sql`not ${present} and ${marked} and now() > ${graceEnd}`;
  }
}

/**
 * Counts per presence state over the rows of `p`, as columns present, probably, unexcused and
 * excused; `counted` is what is counted (a column of an outer join leaves its empty rows out).
 */
export const stateCountsSql = (start: SQL, counted: SQL = sql`*`): SQL => sql`count(${counted}) filter (where ${presenceCodeSql(1, start)})::int as present,
  count(${counted}) filter (where ${presenceCodeSql(3, start)})::int as probably,
  count(${counted}) filter (where ${presenceCodeSql(2, start)})::int as unexcused,
  count(${counted}) filter (where ${presenceCodeSql(0, start)})::int as excused`;

/** The called participants with their user row and presence row: `c`, `u` and `p` in the conditions. */
const participantsSql = (r: RehearsalRef) => sql`(${calledUsersSql(r.projectId, repetitionSelection(r.id))}) c
      join users u on u.id = c.user_id
      left join presences p on p.repetition_id = ${r.id} and p.user_id = c.user_id`;

const startOf = (r: RehearsalRef) => sql`${r.startDt.toISOString()}::timestamptz`;

/** The list's filters as one SQL condition over `c`, `u` and `p`. */
function filterConditions(r: RehearsalRef, filters: PresenceFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.text) conditions.push(sql`${foldSql(sql`(u.first_name || ' ' || u.last_name)`)} like ${containsPattern(filters.text)}`);
  if (filters.presence !== undefined) conditions.push(presenceCodeSql(filters.presence, startOf(r)));
  if (filters.individualRole !== undefined) conditions.push(filters.individualRole ? sql`c.via_role` : sql`not c.via_role`);
  return sql.join(conditions, sql` and `);
}

/** A participant with their presence, as read; the state is the service's to derive. */
export interface ParticipantRow {
  id: number;
  firstName: string;
  lastName: string;
  present: boolean;
  markedPresent: boolean;
  reason: string | null;
  isRoleUser: boolean;
  cellPhone: string | null;
  phoneNumber: string | null;
  pin: string | null;
}

type ParticipantSqlRow = {
  id: number;
  first_name: string;
  last_name: string;
  present: boolean | null;
  marked_present: boolean | null;
  reason: string | null;
  via_role: boolean;
  cell_phone: string | null;
  phone_number: string | null;
  pin: string | null;
};

export const participantColumns = sql`u.id, u.first_name, u.last_name, p.present, p.marked_present, p.reason, c.via_role, u.cell_phone, u.phone_number, u.pin`;

export const toParticipant = (row: ParticipantSqlRow): ParticipantRow => ({
  id: Number(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  present: row.present ?? false,
  markedPresent: row.marked_present ?? true,
  reason: row.reason,
  isRoleUser: row.via_role,
  cellPhone: row.cell_phone,
  phoneNumber: row.phone_number,
  pin: row.pin,
});

/** The participants of a rehearsal with their presence, by name, in one statement; one page of them when `page` is given. */
export async function participantRows(db: DbOrTx, r: RehearsalRef, filters: PresenceFilters = {}, page?: PresencePage): Promise<ParticipantRow[]> {
  const found = await rows<ParticipantSqlRow>(
    db,
    sql`select ${participantColumns}
      from ${participantsSql(r)}
      where ${filterConditions(r, filters)}
      order by u.last_name, u.first_name, u.id
      ${page ? sql`limit ${page.items} offset ${page.offset}` : sql``}`,
  );
  return found.map(toParticipant);
}

/**
 * The number of participants matching the filters, and over all participants the number in each
 * presence state (the summary above the list, which live updates keep right), in one statement.
 */
export async function participantTotals(db: DbOrTx, r: RehearsalRef, filters: PresenceFilters) {
  const [row] = await rows<{ total: number; present: number; probably: number; unexcused: number; excused: number }>(
    db,
    sql`select count(*) filter (where ${filterConditions(r, filters)})::int as total, ${stateCountsSql(startOf(r))}
      from ${participantsSql(r)}`,
  );
  return {
    total: Number(row!.total),
    counts: { present: Number(row!.present), probablyPresent: Number(row!.probably), unexcusedAbsent: Number(row!.unexcused), excusedAbsent: Number(row!.excused) },
  };
}

/** Which of these users the rehearsal calls (its participants), in one statement. */
export async function calledAmong(db: DbOrTx, r: RehearsalRef, userIds: readonly number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const found = await rows<{ id: number }>(db, sql`select u.id from ${participantsSql(r)} where u.id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
  return found.map((row) => Number(row.id));
}

/** The participants of a rehearsal who have no pin yet. */
export async function participantsWithoutPin(db: DbOrTx, r: RehearsalRef): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`select u.id from ${participantsSql(r)} where u.pin is null`);
  return found.map((u) => Number(u.id));
}

export type PresenceValues = { present: boolean; markedPresent: boolean; reason: string | null };

/** Writes one participant's presence; the time of the pin confirmation is kept while they stay present. */
export async function writePresence(db: DbOrTx, repetitionId: number, userId: number, v: PresenceValues): Promise<void> {
  await db
    .insert(presences)
    .values({ repetitionId, userId, ...v, presentAt: v.present ? new Date() : null, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [presences.repetitionId, presences.userId],
      set: { present: v.present, markedPresent: v.markedPresent, reason: v.reason, presentAt: v.present ? sql`coalesce(${presences.presentAt}, now())` : null, updatedAt: new Date() },
    });
}

/** The owner of a pin, or undefined. */
export async function pinOwner(db: DbOrTx, pin: string): Promise<{ id: number; firstName: string } | undefined> {
  const [owner] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.pin, pin));
  return owner;
}

/** A user's pin (null when none yet); undefined for a missing user. */
export async function pinOfUser(db: DbOrTx, userId: number): Promise<string | null | undefined> {
  const [u] = await db.select({ pin: users.pin }).from(users).where(eq(users.id, userId));
  return u ? u.pin : undefined;
}

export async function userName(db: DbOrTx, userId: number): Promise<string> {
  const [me] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim();
}
