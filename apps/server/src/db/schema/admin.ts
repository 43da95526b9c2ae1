import { integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Global settings (spec 3 §3): one row, id 1. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull(),
  /** Fine in euro per piece per day. */
  fine: numeric('fine', { precision: 10, scale: 2, mode: 'number' }).notNull(),
});
