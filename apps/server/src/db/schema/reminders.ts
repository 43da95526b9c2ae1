import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

/** What a rehearsal mail tells: its call, a move, a cancellation, the reminder before the start. */
export type NoticeKind = 'planned' | 'moved' | 'cancelled' | 'reminder';

/** The rehearsal as a mail announces it; kept on the notice, since a cancelled rehearsal is gone. */
export interface AnnouncedRehearsal {
  id: number;
  projectId: number;
  projectName: string;
  name: string;
  description: string | null;
  startDt: string;
  endDt: string;
  register: boolean;
  location: { name: string; street: string | null; houseNumber: string | null; zipCode: string | null; city: string | null };
  scenes: string[];
}

/**
 * The outbox of rehearsal mails (issue 13): one row per thing to tell, written in the transaction
 * of the change, handed to pg-boss after commit (a reminder with `startAfter` = `due_at`), swept
 * up when its job was lost. The fan-out to the participants runs in the job. `sequence` is the
 * iCalendar SEQUENCE: 0 for the call, one more for each move.
 */
export const rehearsalNotices = pgTable(
  'rehearsal_notices',
  {
    id: serial('id').primaryKey(),
    // No foreign key: the cancellation outlives its rehearsal.
    repetitionId: integer('repetition_id').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<NoticeKind>().notNull(),
    sequence: integer('sequence').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Planned, moved, cancelled: the rehearsal as announced. A reminder reads the rehearsal as it is then. */
    announced: jsonb('announced').$type<AnnouncedRehearsal>(),
    /** pending → done (sent to everyone) or void (a reminder superseded by a move or a cancellation). */
    status: varchar('status', { length: 10 }).$type<'pending' | 'done' | 'void'>().notNull().default('pending'),
    jobId: varchar('job_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rehearsal_notices_status_due_idx').on(t.status, t.dueAt), index('rehearsal_notices_repetition_idx').on(t.repetitionId, t.kind)],
);

/**
 * The idempotency key of rehearsal mails: one row per rehearsal × person × kind (at a SEQUENCE),
 * written in the same transaction as the person's outbox mail. A job that runs twice (a retry
 * after a crash, two instances) finds the key and writes no second mail.
 */
export const rehearsalMailKeys = pgTable(
  'rehearsal_mail_keys',
  {
    repetitionId: integer('repetition_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<NoticeKind>().notNull(),
    sequence: integer('sequence').notNull(),
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.repetitionId, t.userId, t.kind, t.sequence] })],
);
