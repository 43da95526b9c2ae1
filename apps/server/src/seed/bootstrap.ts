import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { hashPassword } from '../platform/auth/passwords';
import type { AppConfig } from '../platform/config';
import type { Db } from '../platform/db/client';

/** ADMIN_EMAIL + ADMIN_PASSWORD create the first level-1 account when no user exists yet. */
export async function bootstrapAdmin(db: Db, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>): Promise<boolean> {
  if (!config.adminEmail || !config.adminPassword) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.insert(users).values({
    email: config.adminEmail,
    firstName: 'Beheerder',
    lastName: 'Coulisse',
    level: 1,
    confirmed: true,
    passwordHash: await hashPassword(config.adminPassword),
    since: sql`current_date`,
  });
  return true;
}
