import type { SelectionItemDto } from '@coulisse/shared/schemas/rehearsals';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { messages, messageSelections, messagesRead, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { calledUsersSql } from '../casting/called.repository';

/** Every SQL statement of project messages (spec 2 §3 Message, §7 Messages). */

export interface MessageRecord {
  id: number;
  projectId: number;
  projectName: string;
  title: string;
  description: string;
  creationDt: Date;
  sentAt: Date | null;
}

/** The project of each existing message (the access resolver of kind 'message'). */
export async function projectsOfMessages(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const found = await db.select({ id: messages.id, projectId: messages.projectId }).from(messages).where(inArray(messages.id, [...ids]));
  return new Map(found.map((r) => [r.id, r.projectId]));
}

/** Of the given messages, the ids addressed to the user (the access relation 'messageRecipient'). */
export async function messagesAddressedTo(db: DbOrTx, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: messagesRead.messageId })
    .from(messagesRead)
    .where(and(eq(messagesRead.userId, userId), inArray(messagesRead.messageId, [...ids])));
  return new Set(found.map((r) => r.id));
}

/** A new message with its recipient selection, in the caller's transaction. */
export async function insertMessage(
  tx: DbOrTx,
  values: { projectId: number; title: string; description: string; authorId: number },
  selection: readonly SelectionItemDto[],
): Promise<{ id: number; creationDt: Date }> {
  const [created] = await tx.insert(messages).values(values).returning({ id: messages.id, creationDt: messages.creationDt });
  await tx.insert(messageSelections).values(selection.map((i) => ({ messageId: created!.id, kind: i.kind, refId: i.kind === 'all' ? null : i.refId, castId: i.castId })));
  return created!;
}

const recordColumns = {
  id: messages.id,
  projectId: messages.projectId,
  projectName: projects.name,
  title: messages.title,
  description: messages.description,
  creationDt: messages.creationDt,
  sentAt: messages.sentAt,
};

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRecord | undefined> {
  const [row] = await db.select(recordColumns).from(messages).innerJoin(projects, eq(projects.id, messages.projectId)).where(eq(messages.id, id));
  return row;
}

/** The message if it has not been sent yet, locked until the transaction ends: two runs of the fan-out never both send it. */
export async function lockUnsent(tx: DbOrTx, id: number): Promise<MessageRecord | undefined> {
  const [row] = await tx
    .select(recordColumns)
    .from(messages)
    .innerJoin(projects, eq(projects.id, messages.projectId))
    .where(and(eq(messages.id, id), isNull(messages.sentAt)))
    .for('update', { of: messages });
  return row;
}

/** Whether the project sends its messages by mail too (project settings, tab algemeen). */
export async function projectMailsMessages(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db.select({ on: projects.messageMail }).from(projects).where(eq(projects.id, projectId));
  return row?.on ?? false;
}

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
}

/**
 * Resolves the message's selection to the project's registered participants as they are now
 * (the rehearsal selector's SQL) and writes one read row for each, in one statement; answers the
 * recipients written.
 */
export async function insertRecipients(tx: DbOrTx, messageId: number, projectId: number): Promise<Recipient[]> {
  const selection = sql`select kind, ref_id, cast_id from message_selections where message_id = ${messageId}`;
  const written = await rows<{ user_id: number; email: string; first_name: string }>(
    tx,
    sql`with written as (
        insert into messages_read (message_id, user_id)
        select ${messageId}, c.user_id from (${calledUsersSql(projectId, selection)}) c
        on conflict do nothing
        returning user_id)
      select w.user_id, u.email, u.first_name from written w join users u on u.id = w.user_id order by w.user_id`,
  );
  return written.map((r) => ({ userId: Number(r.user_id), email: r.email, firstName: r.first_name }));
}

export async function markSent(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(messages).set({ sentAt: new Date() }).where(eq(messages.id, id));
}

/** Messages still unsent that were written before `before` (the fan-out's sweep). */
export async function unsentBefore(db: DbOrTx, before: Date): Promise<number[]> {
  const found = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(isNull(messages.sentAt), lt(messages.creationDt, before)));
  return found.map((r) => r.id);
}

export interface OwnTimes {
  openedDt: Date | null;
  readDt: Date | null;
}

/** The caller's own read row of a message; undefined when it is not addressed to them. */
export async function ownTimes(db: DbOrTx, messageId: number, userId: number): Promise<OwnTimes | undefined> {
  const [row] = await db
    .select({ openedDt: messagesRead.openedDt, readDt: messagesRead.readDt })
    .from(messagesRead)
    .where(and(eq(messagesRead.messageId, messageId), eq(messagesRead.userId, userId)));
  return row;
}

/** Records the first opening (a later one keeps the first time); `read` also records the read mark. Undefined when not addressed to the user. */
export async function markOwn(db: DbOrTx, messageId: number, userId: number, read: boolean): Promise<OwnTimes | undefined> {
  const now = new Date();
  const [row] = await db
    .update(messagesRead)
    .set({ openedDt: sql`coalesce(${messagesRead.openedDt}, ${now})`, ...(read ? { readDt: sql`coalesce(${messagesRead.readDt}, ${now})` } : {}) })
    .where(and(eq(messagesRead.messageId, messageId), eq(messagesRead.userId, userId)))
    .returning({ openedDt: messagesRead.openedDt, readDt: messagesRead.readDt });
  return row;
}

const unopened = and(isNull(messagesRead.openedDt), isNull(messagesRead.readDt));

/** Unread message counts of these users (the partial index messages_read_unread_idx). */
export async function countUnreadMessages(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const found = await db
    .select({ userId: messagesRead.userId, n: sql<number>`count(*)::int` })
    .from(messagesRead)
    .where(and(inArray(messagesRead.userId, [...userIds]), unopened))
    .groupBy(messagesRead.userId);
  return new Map(found.map((r) => [r.userId, Number(r.n)]));
}

/** The user's newest unread messages. */
export async function newestUnread(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ id: messages.id, projectId: messages.projectId, projectName: projects.name, title: messages.title, creationDt: messages.creationDt })
    .from(messagesRead)
    .innerJoin(messages, eq(messages.id, messagesRead.messageId))
    .innerJoin(projects, eq(projects.id, messages.projectId))
    .where(and(eq(messagesRead.userId, userId), unopened))
    .orderBy(desc(messages.creationDt), desc(messages.id))
    .limit(limit);
}

export async function messageInProject(db: DbOrTx, projectId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)));
  return Boolean(row);
}

