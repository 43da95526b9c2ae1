import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

/** A notification for one recipient (spec 1 §3 Notification; categories 1–12, spec 1 §9). */
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
    status: varchar('status', { length: 10 }).$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    userId: integer('user_id'),
    /** Files sent with the mail (a rehearsal's .ics), as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
