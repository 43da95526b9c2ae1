import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { categoryPrices } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

export type CategoryPriceRow = typeof categoryPrices.$inferSelect;

/**
 * The current price of each category on `onDate` (YYYY-MM-DD, a Brussels calendar day), read in
 * SQL with the same rule as `currentPrice` in @coulisse/shared/rules/stock (spec 3 §4): start on
 * or before the day, end empty or on/after it, the latest start wins (then the latest added).
 * Categories without a current price are absent from the map. Used by the rental price calculation.
 */
export async function currentPrices(db: DbOrTx, categoryIds: readonly number[], onDate: string): Promise<Map<number, CategoryPriceRow>> {
  const result = new Map<number, CategoryPriceRow>();
  if (categoryIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([categoryPrices.categoryId])
    .from(categoryPrices)
    .where(
      and(
        inArray(categoryPrices.categoryId, [...new Set(categoryIds)]),
        lte(categoryPrices.startDt, onDate),
        or(isNull(categoryPrices.endDt), gte(categoryPrices.endDt, onDate)),
      ),
    )
    .orderBy(categoryPrices.categoryId, desc(categoryPrices.startDt), desc(categoryPrices.id));
  for (const row of rows) result.set(row.categoryId, row);
  return result;
}

/** Every price of one category, newest start first. */
export function pricesOf(db: DbOrTx, categoryId: number): Promise<CategoryPriceRow[]> {
  return db.select().from(categoryPrices).where(eq(categoryPrices.categoryId, categoryId)).orderBy(desc(categoryPrices.startDt), desc(categoryPrices.id));
}
