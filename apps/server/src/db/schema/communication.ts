import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
