import { dayBefore } from '@coulisse/shared/rules/wardrobe/stock';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { categories, categoryPrices } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

export type CategoryPriceRow = typeof categoryPrices.$inferSelect;

/**
 * The current price of each category on `onDate` (YYYY-MM-DD, a Brussels calendar day), read in
 * SQL with the same rule as `currentPrice` in @coulisse/shared/rules/wardrobe/stock (spec 3 §4): start on
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

export type CategoryRow = typeof categories.$inferSelect;
export type NewPrice = Omit<typeof categoryPrices.$inferInsert, 'id' | 'categoryId'>;

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Every category's id and name, by name (the article form's clothing items). */
export function categoryNames(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name), asc(categories.id));
}

export async function insertCategory(tx: Tx, name: string, price: NewPrice): Promise<number> {
  const [category] = await tx.insert(categories).values({ name }).returning({ id: categories.id });
  await tx.insert(categoryPrices).values({ categoryId: category!.id, ...price });
  return category!.id;
}

/** Renames a category; false when it does not exist. */
export async function renameCategory(db: DbOrTx, id: number, name: string): Promise<boolean> {
  const rows = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/** Locks the category row for a change of its prices; false when it does not exist. */
export async function lockCategory(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
  return rows.length > 0;
}

/** Whether a price of the category starts on or after the day. */
export async function priceStartsFrom(db: DbOrTx, categoryId: number, day: string): Promise<boolean> {
  const rows = await db
    .select({ id: categoryPrices.id })
    .from(categoryPrices)
    .where(and(eq(categoryPrices.categoryId, categoryId), gte(categoryPrices.startDt, day)))
    .limit(1);
  return rows.length > 0;
}

/** A new price from its start day: the prices still open on that day end the day before. */
export async function addPriceFrom(tx: Tx, categoryId: number, price: NewPrice & { startDt: string }): Promise<void> {
  await tx
    .update(categoryPrices)
    .set({ endDt: dayBefore(price.startDt) })
    .where(and(eq(categoryPrices.categoryId, categoryId), lt(categoryPrices.startDt, price.startDt), or(isNull(categoryPrices.endDt), gte(categoryPrices.endDt, price.startDt))));
  await tx.insert(categoryPrices).values({ categoryId, ...price });
}
