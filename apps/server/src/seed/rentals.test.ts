import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { articles, orders } from '../db/schema/index';
import { seedDemoRentals } from './rentals';
import { seedArticles, seedStockLookups } from './stock';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const today = '2026-11-21';
beforeAll(async () => {
  database = await openTestDatabase();
  await seedArticles(database.db, await seedStockLookups(database.db, '2025-01-01'), 200);
  await seedDemoRentals(database.db, today);
});
afterAll(() => database.drop());

describe('demo rentals', () => {
  it('has running, overdue, returned, billed and cancelled orders with priced items', async () => {
    const all = await database.db.select().from(orders);
    expect(all).toHaveLength(25);
    expect(all.filter((o) => o.billed)).toHaveLength(6);
    expect(all.filter((o) => o.canceled)).toHaveLength(3);
    expect(all.filter((o) => o.returned && !o.billed)).toHaveLength(5);
    expect(all.filter((o) => !o.billed && !o.canceled && !o.returned && o.toDt < today)).toHaveLength(5);
    expect(all.every((o) => o.price > 0 || o.priceCategory === 5)).toBe(true);
    const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(eq(articles.rented, true))) as [{ n: number }];
    // Running orders (2–5 articles each) keep every piece out, overdue ones all but their first.
    const running = [2, 3, 4, 5, 2, 3];
    const overdue = [4, 5, 2, 3, 4];
    expect(n).toBe(running.reduce((a, b) => a + b, 0) + overdue.reduce((a, b) => a + b - 1, 0));
  });
});
