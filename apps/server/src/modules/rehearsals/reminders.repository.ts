import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { projects, rehearsalMailKeys, rehearsalNotices, repetitions, type NoticeKind } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { calledUsersSql, repetitionSelection } from '../casting/called.repository';

/** Rehearsal mails (issue 13): every statement of the notices, and their idempotency keys. */

export type NoticeRow = typeof rehearsalNotices.$inferSelect;
export type NewNotice = Omit<typeof rehearsalNotices.$inferInsert, 'id' | 'status' | 'jobId' | 'createdAt'>;

export interface ProjectMailSettings {
  name: string;
  replyTo: string | null;
  reminderHours: number;
}

export async function projectMailSettings(db: DbOrTx, projectId: number): Promise<ProjectMailSettings | undefined> {
  const [row] = await db
    .select({ name: projects.name, replyTo: projects.replyTo, reminderHours: projects.reminderHours })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

export async function insertNotices(tx: DbOrTx, notices: readonly NewNotice[]): Promise<NoticeRow[]> {
  if (!notices.length) return [];
  return tx.insert(rehearsalNotices).values([...notices]).returning();
}

/** The SEQUENCE a rehearsal's mails carried last; -1 when none went out or was planned. */
export async function lastSequence(db: DbOrTx, repetitionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(${rehearsalNotices.sequence})` })
    .from(rehearsalNotices)
    .where(eq(rehearsalNotices.repetitionId, repetitionId));
  return row?.n === null || row?.n === undefined ? -1 : Number(row.n);
}

/**
 * Voids the pending notices of these kinds of these rehearsals (superseded by a change, or the
 * rehearsal cancelled); their jobs, to cancel.
 */
export async function voidPending(tx: DbOrTx, repetitionIds: readonly number[], kinds: readonly NoticeKind[]): Promise<string[]> {
  if (!repetitionIds.length) return [];
  const voided = await tx
    .update(rehearsalNotices)
    .set({ status: 'void' })
    .where(and(inArray(rehearsalNotices.repetitionId, [...repetitionIds]), inArray(rehearsalNotices.kind, [...kinds]), eq(rehearsalNotices.status, 'pending')))
    .returning({ jobId: rehearsalNotices.jobId });
  return voided.flatMap((r) => (r.jobId ? [r.jobId] : []));
}

/** Whether the notice is still to be sent (a change may have voided it while its job ran). */
export async function stillPending(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ status: rehearsalNotices.status }).from(rehearsalNotices).where(eq(rehearsalNotices.id, id));
  return row?.status === 'pending';
}

/** The project's rehearsals that mail and start after `now` (a new reminder time reschedules them). */
export async function upcomingMailingRehearsals(db: DbOrTx, projectId: number, now: Date): Promise<{ id: number; startDt: Date }[]> {
  return db
    .select({ id: repetitions.id, startDt: repetitions.startDt })
    .from(repetitions)
    .where(and(eq(repetitions.projectId, projectId), eq(repetitions.sendMail, true), gt(repetitions.startDt, now)));
}

export async function findNotice(db: DbOrTx, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(rehearsalNotices).where(eq(rehearsalNotices.id, id));
  return row;
}

export async function setNoticeJob(db: DbOrTx, id: number, jobId: string): Promise<void> {
  await db.update(rehearsalNotices).set({ jobId }).where(eq(rehearsalNotices.id, id));
}

/** Marks a pending notice done or void (a voided one stays void). */
export async function closeNotice(db: DbOrTx, id: number, status: 'done' | 'void'): Promise<void> {
  await db
    .update(rehearsalNotices)
    .set({ status })
    .where(and(eq(rehearsalNotices.id, id), eq(rehearsalNotices.status, 'pending')));
}

/** Pending notices due before `dueBefore`: the sweep hands them over again (their job was lost). */
export async function overdueNotices(db: DbOrTx, dueBefore: Date): Promise<NoticeRow[]> {
  return db
    .select()
    .from(rehearsalNotices)
    .where(and(eq(rehearsalNotices.status, 'pending'), lte(rehearsalNotices.dueAt, dueBefore)));
}

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Who a notice goes to, by id. The call: the called participants nobody told yet about this
 * rehearsal; a move: the called participants told about an earlier version; a reminder: every
 * called participant; a cancellation: everyone who was told about it (the selection is gone).
 */
export async function noticeRecipients(db: DbOrTx, n: Pick<NoticeRow, 'repetitionId' | 'projectId' | 'kind' | 'sequence'>): Promise<Recipient[]> {
  const told = (extra = sql``) => sql`select 1 from rehearsal_mail_keys k where k.repetition_id = ${n.repetitionId} and k.user_id = u.id ${extra}`;
  const people =
    n.kind === 'cancelled'
      ? sql`select distinct user_id from rehearsal_mail_keys where repetition_id = ${n.repetitionId}`
      : sql`select distinct user_id from (${calledUsersSql(n.projectId, repetitionSelection(n.repetitionId))}) c`;
  const condition =
    n.kind === 'planned' ? sql`and not exists (${told()})` : n.kind === 'moved' ? sql`and exists (${told(sql`and k.sequence < ${n.sequence}`)})` : sql``;
  const found = await rows<{ id: number; email: string; first_name: string; last_name: string }>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name from (${people}) p join users u on u.id = p.user_id where true ${condition} order by u.id`,
  );
  return found.map((r) => ({ userId: Number(r.id), email: r.email, firstName: r.first_name, lastName: r.last_name }));
}

/**
 * Takes the idempotency key (rehearsal × person × kind at a SEQUENCE) of each person: the ones
 * whose key was still free, in the caller's transaction. A second run gets nobody twice.
 */
export async function claimKeys(tx: Tx, n: Pick<NoticeRow, 'repetitionId' | 'kind' | 'sequence'>, userIds: readonly number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const claimed = await tx
    .insert(rehearsalMailKeys)
    .values(userIds.map((userId) => ({ repetitionId: n.repetitionId, userId, kind: n.kind, sequence: n.sequence })))
    .onConflictDoNothing()
    .returning({ userId: rehearsalMailKeys.userId });
  return new Set(claimed.map((r) => r.userId));
}

/** Records the outbox mail of each claimed key, one statement. */
export async function setKeyMails(tx: Tx, n: Pick<NoticeRow, 'repetitionId' | 'kind' | 'sequence'>, mails: readonly { userId: number; mailId: number }[]): Promise<void> {
  if (!mails.length) return;
  const values = sql.join(
    mails.map((m) => sql`(${m.userId}::int, ${m.mailId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update rehearsal_mail_keys k set mail_id = v.mail_id from (values ${values}) as v(user_id, mail_id)
    where k.repetition_id = ${n.repetitionId} and k.kind = ${n.kind} and k.sequence = ${n.sequence} and k.user_id = v.user_id`);
}

/** Outbox mails of a notice still queued: a run that stopped after its commit may not have handed them over. */
export async function queuedMailsOf(db: DbOrTx, n: Pick<NoticeRow, 'repetitionId' | 'kind' | 'sequence'>): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select m.id from rehearsal_mail_keys k join mail_outbox m on m.id = k.mail_id
      where k.repetition_id = ${n.repetitionId} and k.kind = ${n.kind} and k.sequence = ${n.sequence} and m.status = 'queued'`,
  );
  return found.map((r) => Number(r.id));
}

/** Locks the rehearsal's row against deletion until the transaction ends; false when it is gone. */
export async function holdRepetition(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: repetitions.id }).from(repetitions).where(eq(repetitions.id, id)).for('share');
  return Boolean(row);
}

export type { NoticeKind };
