import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Keys of signed links (HMAC), one per purpose (unsubscribe, rehearsal absence), made on first use
 * and shared by every instance. Deleting a row revokes every link of that purpose.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: varchar('purpose', { length: 40 }).primaryKey(),
  key: text('key').notNull(),
});
