import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One recipient of a mailing: the address and the values of the placeholders for them. */
export interface MailingRecipient {
  to: string;
  userId: number | null;
  values: Record<string, string>;
}

/**
 * A bulk mail to many people, written in the request and fanned out into one outbox mail per
 * recipient by a job (platform/mail/mailings.ts). `fannedOutAt` is set in the same transaction
 * as the outbox rows, so a mailing is fanned out exactly once.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /** Sanitised HTML with `{{placeholders}}`, filled in per recipient (escaped). */
    html: text('html').notNull(),
    replyTo: varchar('reply_to', { length: 255 }),
    recipients: jsonb('recipients').$type<MailingRecipient[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [index('mailings_pending_idx').on(t.fannedOutAt, t.createdAt)],
);

/** Mail templates kept by level 1 (spec 3 §7): a subject and an HTML body with placeholders. */
export const mailTemplates = pgTable('mail_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses that turned bulk mail off (lower case); account mails still reach them. */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  email: varchar('email', { length: 255 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
