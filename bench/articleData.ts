import { sql } from 'drizzle-orm';
import { articles } from '../apps/server/src/db/schema/index';
import type { Database } from '../apps/server/src/platform/db/client';
import { seedArticles, seedStockLookups } from '../apps/server/src/seed/stock';
import type { ArticleFixture } from './protocol';

/** Articles in the stock for the article list scenarios (issue: costume stock). */
const BENCH_ARTICLES = 50_000;

/**
 * The stock lookups and 50,000 articles from the demo generator (apps/server/src/seed/stock.ts),
 * then analyzed like the rest of the dataset. Answers the ids the filter scenarios use.
 */
export async function createArticleData(database: Database, count = BENCH_ARTICLES): Promise<ArticleFixture> {
  const started = performance.now();
  const lookups = await database.db.transaction(async (tx) => {
    const made = await seedStockLookups(tx, '2020-01-01');
    await seedArticles(tx, made, count);
    return made;
  });
  // As the dataset: vacuumed (visibility map for index-only scans) and analyzed.
  await database.raw.exec('VACUUM (ANALYZE) articles, categories, clothing_sizes, fabrics, patterns, colors, racks');
  const [last] = await database.db.select({ id: sql<number>`max(${articles.id})::int` }).from(articles);
  return {
    count,
    seedMs: performance.now() - started,
    lastNumber: last!.id,
    categoryId: lookups.categoryIds[0]!,
    sizeId: lookups.sizeIds[2]!,
    fabricId: lookups.fabricIds[1]!,
    patternId: lookups.patternIds[1]!,
    colorId: lookups.colorIds[4]!,
    rackId: lookups.rackIds[7]!,
  };
}
