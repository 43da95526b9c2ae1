import { addDays, rentalPeriods } from '@coulisse/shared/rules/wardrobe/rentals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { articles, orderItems, orders } from '../apps/server/src/db/schema/index';
import type { Database } from '../apps/server/src/platform/db/client';
import { createRandom } from '../apps/server/src/seed/random';
import { seedArticles, seedStockLookups } from '../apps/server/src/seed/stock';
import type { RentalFixture } from './protocol';

/** Size of the rental scenarios: 5,000 orders of 10 articles over 5,000 articles; a price call of 200 items. */
const RENTALS = { articles: 5000, orders: 5000, itemsPerOrder: 10, priceItems: 200 } as const;

const NAMES = ['Toneelkring De Planken', 'Fanfare Sint-Cecilia', 'Schoolfeest Sint-Jozef', 'Evenementen Vandamme', 'Jeugdwerking', 'Carnavalsgroep De Zotten'];

/**
 * The stock and the rental history of a busy costume house: articles, then orders over three
 * years (most billed and returned, a few cancelled, the recent ones running) with their items,
 * inserted in batches, the rented flags derived like the API does, then analyzed.
 */
export async function createRentalData(database: Database, size = RENTALS): Promise<RentalFixture> {
  const started = performance.now();
  const db = database.db;
  const random = createRandom(11);
  await seedArticles(db, await seedStockLookups(db, '2020-01-01'), size.articles);
  const articleIds = (
    await db
      .select({ id: articles.id })
      .from(articles)
      .where(sql`${articles.tags} not like '%accessoire%'`)
      .orderBy(articles.id)
  ).map((a) => a.id);
  const today = new Date().toISOString().slice(0, 10);
  const orderRows = Array.from({ length: size.orders }, (_, n) => {
    const fromDt = addDays(today, -Math.round(((size.orders - n) / size.orders) * 1100) + random.int(0, 20));
    const toDt = addDays(fromDt, random.int(3, 60));
    const past = toDt < today;
    const canceled = random.chance(0.05);
    const price = random.int(10, 400);
    return {
      type: random.int(1, 4),
      priceCategory: random.int(1, 5),
      name: `Verantwoordelijke ${n}`,
      companyName: `${random.pick(NAMES)} ${n % 300}`,
      cellPhone: '0470 00 00 00',
      email: `huurder${n}@voorbeeld.be`,
      streetName: 'Markt',
      houseNumber: String(1 + (n % 200)),
      zipCode: '2440',
      cityName: 'Geel',
      fromDt,
      toDt,
      periods: rentalPeriods(fromDt, toDt),
      price,
      vat: Math.round(price * 21) / 100,
      replacementPrice: random.int(100, 2000),
      billed: past && !canceled && random.chance(0.9),
      canceled,
      returned: past && !canceled && random.chance(0.95),
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < orderRows.length; i += 500)
    ids.push(
      ...(
        await db
          .insert(orders)
          .values(orderRows.slice(i, i + 500))
          .returning({ id: orders.id })
      ).map((o) => o.id),
    );
  const itemRows = ids.flatMap((orderId, n) =>
    Array.from({ length: size.itemsPerOrder }, (_, k) => ({
      uuid: randomUUID(),
      orderId,
      articleId: articleIds[(n * 7 + k * 131) % articleIds.length]!,
      amount: 1,
      returned: orderRows[n]!.returned ? 1 : 0,
    })),
  );
  for (let i = 0; i < itemRows.length; i += 1000) await db.insert(orderItems).values(itemRows.slice(i, i + 1000));
  await db.execute(sql`update articles a set rented = exists (
      select 1 from order_items i join orders o on o.id = i.order_id where i.article_id = a.id and i.returned < i.amount and not o.canceled)`);
  await database.raw.exec('VACUUM (ANALYZE)');
  return {
    orders: ids.length,
    items: itemRows.length,
    orderId: ids.at(-1)!,
    priceArticleIds: articleIds.slice(0, size.priceItems),
    seedMs: performance.now() - started,
  };
}
