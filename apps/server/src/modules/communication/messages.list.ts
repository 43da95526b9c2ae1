import { translateNl } from '@coulisse/shared/i18n/index';
import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import type { OwnMessageItem, ProjectMessageItem, ReadReportRow } from '@coulisse/shared/schemas/communication';
import { rowId } from '@coulisse/shared/schemas/lists';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages, messagesRead, projects, users } from '../../db/schema/index';
import { containsPattern, foldSql } from '../../platform/db/text';
import { containsFilter, defineFilter, type ListResource } from '../../platform/http/list';

const bit = z.union([z.literal(0), z.literal(1)]);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const unopened = and(isNull(messagesRead.openedDt), isNull(messagesRead.readDt));

/** What both message lists share: the name, searching and sorting by title, newest first. */
const messageList = {
  plural: 'messages',
  single: 'message',
  tags: ['messages'],
  sorts: { creationDt: [messages.creationDt, messages.id], title: messages.title },
  defaultSort: 'creationDt:desc',
  idColumn: messages.id,
};
const titleFilter = containsFilter([messages.title]);

type OwnRow = Omit<OwnMessageItem, 'creationDt' | 'read'> & { creationDt: Date; openedDt: Date | null; readDt: Date | null };

/**
 * GET /api/messages (/berichten): the caller's own messages across projects, newest first. The
 * scope keeps them private: every account has its own list, whatever its rights. `read` 0 lists
 * the unread ones (not opened yet, spec 2 §4).
 */
export const ownMessagesList: ListResource<OwnRow, OwnMessageItem> = {
  ...messageList,
  access: { read: 'authenticated' },
  table: messagesRead,
  joins: [
    { table: messages, on: eq(messages.id, messagesRead.messageId) },
    { table: projects, on: eq(projects.id, messages.projectId) },
  ],
  columns: {
    id: messages.id,
    projectId: messages.projectId,
    projectName: projects.name,
    title: messages.title,
    creationDt: messages.creationDt,
    openedDt: messagesRead.openedDt,
    readDt: messagesRead.readDt,
  },
  scope: (auth) => eq(messagesRead.userId, auth.user.id),
  filters: {
    read: defineFilter(bit, (v) => (v === 1 ? sql`not (${unopened})` : unopened)),
    project: defineFilter(rowId, (v) => eq(messages.projectId, v)),
    text: titleFilter,
  },
  present: (row) => ({
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    title: row.title,
    creationDt: iso(row.creationDt)!,
    read: row.openedDt !== null || row.readDt !== null,
  }),
};

type ProjectRow = Omit<ProjectMessageItem, 'creationDt' | 'sent'> & { creationDt: Date; sentAt: Date | null };

const countOf = (condition: ReturnType<typeof sql>) => sql<number>`(select count(*)::int from messages_read r where r.message_id = ${messages.id} and ${condition})`;

/** GET /api/messages/projects/{id} (the "Berichten" tab): a project's messages with their recipients' opened and read counts. */
export function projectMessagesResource(projectId: number): ListResource<ProjectRow, ProjectMessageItem> {
  return {
    ...messageList,
    access: { read: { flag: 'canReadMessages', project: 'id' } },
    table: messages,
    columns: {
      id: messages.id,
      title: messages.title,
      creationDt: messages.creationDt,
      sentAt: messages.sentAt,
      author: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${messages.authorId})`,
      total: countOf(sql`true`),
      opened: countOf(sql`(r.opened_dt is not null or r.read_dt is not null)`),
      read: countOf(sql`r.read_dt is not null`),
    },
    scope: () => eq(messages.projectId, projectId),
    filters: { text: titleFilter },
    present: (row) => ({
      id: row.id,
      title: row.title,
      creationDt: iso(row.creationDt)!,
      author: row.author,
      total: Number(row.total),
      opened: Number(row.opened),
      read: Number(row.read),
      sent: row.sentAt !== null,
    }),
  };
}

type ReportRow = Omit<ReadReportRow, 'openedDt' | 'readDt'> & { openedDt: Date | null; readDt: Date | null };

/** DD/MM/YYYY HH:mm in Brussels (spec 2 §9), for the xlsx. */
function shown(d: Date | null): string {
  if (d === null) return '';
  const { date, time } = brusselsDateTime(d);
  return `${date.split('-').reverse().join('/')} ${time}`;
}

/**
 * The read report's name filter: first and last name either way round. Folding the names of every
 * recipient on each request cost most of the report's time; a text of one word can only match
 * inside a first or last name, which the people's stored, trigram-indexed `search_text` also holds
 * (folded alike), so that condition is added for the index to narrow the rows first.
 */
function nameMatches(text: string) {
  const pattern = containsPattern(text);
  const names = sql`${foldSql(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.firstName}`)} like ${pattern}`;
  return /\s/.test(text) ? names : sql`${users.searchText} like ${pattern} and ${names}`;
}

const STATES = {
  read: isNotNull(messagesRead.readDt),
  opened: and(isNotNull(messagesRead.openedDt), isNull(messagesRead.readDt)),
  unopened,
} as const;

/**
 * GET /api/messages/projects/{id}/messages/{messageId} (the read report, spec 2 §2 …/gelezen):
 * one row per recipient with lastName, firstName, openedDt and readDt; filters `text` (name) and
 * `state` (read, opened, unopened); xlsx with 'Niet gemarkeerd als gelezen' where no read time is.
 * Runs on the primary key (message_id, user_id) and the users' primary key.
 */
export function readReportResource(messageId: number): ListResource<ReportRow, ReadReportRow> {
  return {
    plural: 'recipients',
    single: 'recipient',
    tags: ['messages'],
    access: { read: { flag: 'canReadMessagesRead', project: 'id' } },
    table: messagesRead,
    joins: [{ table: users, on: eq(users.id, messagesRead.userId) }],
    columns: {
      id: messagesRead.userId,
      lastName: users.lastName,
      firstName: users.firstName,
      openedDt: messagesRead.openedDt,
      readDt: messagesRead.readDt,
    },
    scope: () => eq(messagesRead.messageId, messageId),
    filters: {
      text: defineFilter(z.string().trim().max(100), (v) => (v ? nameMatches(v) : undefined)),
      state: defineFilter(z.enum(['read', 'opened', 'unopened']), (v) => STATES[v]),
    },
    sorts: { lastName: [users.lastName, users.firstName], firstName: [users.firstName, users.lastName], openedDt: messagesRead.openedDt, readDt: messagesRead.readDt },
    defaultSort: 'lastName:asc',
    idColumn: messagesRead.userId,
    present: (row) => ({ id: row.id, lastName: row.lastName, firstName: row.firstName, openedDt: iso(row.openedDt), readDt: iso(row.readDt) }),
    export: {
      fileName: `leesrapport-${messageId}`,
      sheet: 'Leesrapport',
      defaultSort: 'lastName:asc',
      columns: [
        { header: translateNl('messages.lastName'), width: 24, value: (r) => r.lastName },
        { header: translateNl('messages.firstName'), width: 20, value: (r) => r.firstName },
        { header: translateNl('messages.openedDt'), width: 18, value: (r) => shown(r.openedDt) || translateNl('messages.notOpened') },
        { header: translateNl('messages.readDt'), width: 28, value: (r) => shown(r.readDt) || translateNl('messages.notRead') },
      ],
    },
  };
}
