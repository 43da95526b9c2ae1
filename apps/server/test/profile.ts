import { eq, sql } from 'drizzle-orm';
import { userChanges, users } from '../src/db/schema/index';
import type { Db } from '../src/platform/db/client';
import type { TestApp } from './app';
import { bearer } from './factories';

/** A complete profile as sign-up would leave it, so every section has stored values. */
export const PROFILE = {
  dateOfBirth: '1990-05-17',
  sex: 1,
  nationality: 'Belg',
  origin: 'BE',
  phoneNumber: '014 12 34 56',
  cellPhone: '0486 12 34 56',
  streetName: 'Markt',
  houseNumber: '1',
  zipCode: '2440',
  cityName: 'Geel',
  tShirt: 'M',
} as const;

export async function completeProfile(db: Db, userId: number, values: Partial<typeof users.$inferInsert> = {}) {
  await db
    .update(users)
    .set({ ...PROFILE, ...values })
    .where(eq(users.id, userId));
}

export function send(t: TestApp, method: 'PUT' | 'POST' | 'GET', url: string, who: { token: string } | null, payload?: object) {
  return t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
}

export async function stored(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** The history rows of one person, oldest first. */
export function historyOf(db: Db, userId: number) {
  return db.select().from(userChanges).where(eq(userChanges.userId, userId)).orderBy(userChanges.id);
}

export async function historyCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userChanges);
  return row!.n;
}
