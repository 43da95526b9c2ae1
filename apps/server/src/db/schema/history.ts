import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Who changed what of a person's data, and when (issue 3 "Privacy, beyond the spec"). */
export const userChanges = pgTable(
  'user_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when the change was made by the system (import, transfer) or by a deleted account. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    section: varchar('section', { length: 40 }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_changes_user_idx').on(t.userId, t.createdAt)],
);
