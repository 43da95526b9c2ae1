import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { casts, projects } from './projects';

/** A notification for one recipient (spec 1 §3 Notification; categories 1–12 of spec 1 §9, then personal notices (categories.ts)). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    label: varchar('label', { length: 255 }).notNull(),
    /** The message as HTML, built by the server from escaped values only. */
    notification: text('notification').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The person the notification is about, for links. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_read_idx').on(t.userId, t.read, t.creationDt), index('notifications_user_category_idx').on(t.userId, t.category)],
);

/** A file sent with a mail; `content` is text (calendar files). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every mail the product sends, kept whatever happens to delivery (ARCHITECTURE §2). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: varchar('template', { length: 64 }),
    /** `skipped`: a bulk mail to an address that unsubscribed; never handed to SMTP. */
    status: varchar('status', { length: 10 }).$type<'queued' | 'sent' | 'failed' | 'skipped'>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    userId: integer('user_id'),
    /** Files sent with the mail (a rehearsal's .ics), as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    replyTo: varchar('reply_to', { length: 255 }),
    /** Bulk mail (not an account mail): carries List-Unsubscribe and is skipped for unsubscribed addresses. */
    bulk: boolean('bulk').notNull().default(false),
    /** The mailing this mail was fanned out from (platform/mail/mailings.ts). */
    mailingId: integer('mailing_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When a worker took the mail to hand it to SMTP (null when not being sent): another worker
     * leaves it alone until the claim is older than one SMTP attempt can last (Mailer.deliverBatch).
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_status_idx').on(t.status, t.createdAt), index('mail_outbox_mailing_idx').on(t.mailingId)],
);

/**
 * A project message (spec 2 §3 Message). `description` is rich text, sanitised by the server with
 * an allow-list before it is stored. Recipients are resolved from `message_selections` by the
 * fan-out job, which sets `sent_at` when their rows, notices and mails are written.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('messages_project_creation_idx').on(t.projectId, t.creationDt), index('messages_unsent_idx').on(t.creationDt).where(sql`${t.sentAt} is null`)],
);

/** Who a message is for: the rehearsal selector's parts (`casting/called.repository.ts`), resolved once when it is sent. */
export const messageSelections = pgTable(
  'message_selections',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).$type<'all' | 'cast' | 'scene' | 'sceneGroup' | 'group' | 'role' | 'user'>().notNull(),
    refId: integer('ref_id'),
    castId: integer('cast_id').references(() => casts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('message_selections_message_idx').on(t.messageId)],
);

/** One row per recipient of a message (spec 2 §6 messages_read): when they opened it and when they marked it read. */
export const messagesRead = pgTable(
  'messages_read',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedDt: timestamp('opened_dt', { withTimezone: true }),
    readDt: timestamp('read_dt', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('messages_read_user_idx').on(t.userId, t.messageId),
    // The Nieuws badge counts a user's unopened messages.
    index('messages_read_unread_idx').on(t.userId).where(sql`${t.openedDt} is null and ${t.readDt} is null`),
    // The read report sorted by read or opened time reads its first page from these, instead of
    // sorting every recipient (5,000 for a whole project) on each request.
    index('messages_read_read_dt_idx').on(t.messageId, t.readDt, t.userId),
    index('messages_read_opened_dt_idx').on(t.messageId, t.openedDt, t.userId),
  ],
);
