import { randomUUID } from 'node:crypto';
import { addDays, daysBetween, orderPrice, rentalPeriods } from '@coulisse/shared/rules/wardrobe/rentals';
import { and, asc, eq, sql } from 'drizzle-orm';
import { articles, orderGroups, orderItems, orders } from '../db/schema/index';
import type { DbOrTx } from '../platform/db/client';
import { articlePrices, refreshRented } from '../modules/wardrobe/rentals.repository';
import { createRandom } from './random';

const RENTERS = [
  { type: 1, companyName: 'Evenementen Vandamme bv', name: 'Sofie Vandamme', uniqueNumber: 'BE0456123789' },
  { type: 2, companyName: 'Toneelkring De Planken vzw', name: 'Jan Peeters', uniqueNumber: 'BE0712345678' },
  { type: 3, companyName: 'Fanfare Sint-Cecilia', name: 'Marleen Claes', socialSecurity: '72.03.15-123.45' },
  { type: 4, companyName: 'Coulisse jeugdwerking', name: 'Tom Wouters' },
  { type: 2, companyName: 'Schoolfeest Sint-Jozef', name: 'An Janssens', uniqueNumber: 'BE0822333444' },
] as const;

/** The state of each demo order: days from today of its start and end, and how it ended. */
const PLAN: { start: number; end: number; state: 'running' | 'overdue' | 'returned' | 'billed' | 'canceled' }[] = [
  ...[-5, -2, 0, 3, 10, 20].map((start) => ({ start, end: start + 25, state: 'running' as const })),
  ...[-60, -45, -40, -35, -20].map((start) => ({ start, end: start + 14, state: 'overdue' as const })),
  ...[-120, -90, -75, -50, -30].map((start) => ({ start, end: start + 21, state: 'returned' as const })),
  ...[-300, -250, -200, -180, -150, -100].map((start) => ({ start, end: start + 30, state: 'billed' as const })),
  ...[-80, -15, 5].map((start) => ({ start, end: start + 10, state: 'canceled' as const })),
];

/**
 * About 25 demo rental orders over the demo articles (spec 3 §4 Order): running, overdue (to day
 * past, pieces out), returned, billed and cancelled; two to five articles each, the larger ones in
 * a group. Prices are computed as the price call does. Call after the demo stock.
 */
export async function seedDemoRentals(db: DbOrTx, today: string): Promise<void> {
  const eligible = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.active, true), eq(articles.washing, false), sql`${articles.tags} not like '%accessoire%'`))
    .orderBy(asc(articles.id));
  // Spread over the stock (the same picks on every machine), not the first numbers only: the
  // article list then starts with a mix of articles on their rack and rented ones.
  const pool = createRandom(2440).sample(eligible, Math.min(eligible.length, PLAN.length * 5));
  let next = 0;
  const outIds: number[] = [];
  for (const [n, plan] of PLAN.entries()) {
    const count = 2 + (n % 4);
    const picked = pool.slice(next, next + count).map((a) => a.id);
    next += count;
    if (picked.length === 0) return;
    const renter = RENTERS[n % RENTERS.length]!;
    const fromDt = addDays(today, plan.start);
    const toDt = addDays(today, plan.end);
    const priceCategory = (n % 4) + 1;
    const prices = await articlePrices(db, picked, fromDt, priceCategory);
    const money = orderPrice(
      prices.map((p) => ({ ...p, amount: 1 })),
      daysBetween(fromDt, toDt),
    );
    const back = plan.state === 'returned' || plan.state === 'billed';
    const [order] = await db
      .insert(orders)
      .values({
        ...renter,
        cellPhone: `0470 ${String(100000 + n * 3791).slice(0, 6)}`,
        email: `verhuur${n + 1}@voorbeeld.be`,
        streetName: 'Marktplein',
        houseNumber: String(n + 1),
        zipCode: '2440',
        cityName: 'Geel',
        projectName: n % 3 === 0 ? `Voorstelling ${n + 1}` : null,
        fromDt,
        toDt,
        periods: rentalPeriods(fromDt, toDt),
        priceCategory,
        ...money,
        fine: plan.state === 'overdue' && n % 2 === 0 ? 12.5 : 0,
        billed: plan.state === 'billed',
        canceled: plan.state === 'canceled',
        returned: back,
        creationDt: new Date(`${addDays(fromDt, -3)}T10:00:00Z`),
      })
      .returning({ id: orders.id });
    const [group] = count > 3 ? await db.insert(orderGroups).values({ orderId: order!.id, name: 'Hoofdrollen' }).returning({ id: orderGroups.id }) : [];
    await db.insert(orderItems).values(
      picked.map((articleId, i) => ({
        uuid: randomUUID(),
        orderId: order!.id,
        groupId: group && i < 2 ? group.id : null,
        articleId,
        amount: 1,
        // An overdue order has had part of its pieces back.
        returned: back || (plan.state === 'overdue' && i === 0) ? 1 : 0,
      })),
    );
    if (!back && plan.state !== 'canceled') outIds.push(...picked);
  }
  await refreshRented(db, outIds);
}
