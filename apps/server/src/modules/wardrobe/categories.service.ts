import { todayInBrussels } from '@coulisse/shared/rules/account';
import { currentPrice, dayBefore } from '@coulisse/shared/rules/wardrobe/stock';
import type { CategoryDto, categoryCreateBody, categoryPriceBody } from '@coulisse/shared/schemas/wardrobe/stock';
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { articles, categories, categoryPrices } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { pricesOf } from './categories.repository';
import { articlesUsing, labelOf, removeUnused } from './stock.repository';

/** One category with its price history, newest start first, the current one marked (spec 3 §4). */
export async function getCategory(db: DbOrTx, id: number): Promise<CategoryDto> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) throw notFound();
  const prices = await pricesOf(db, id);
  const current = currentPrice(prices, todayInBrussels());
  return {
    id: category.id,
    name: category.name,
    articleCount: await articlesUsing(db, articles.categoryId, id),
    prices: prices.map(({ categoryId: _, ...price }) => ({ ...price, current: price.id === current?.id })),
  };
}

/** POST /api/clothing/category: the category and its first price, valid from today (Brussels). */
export async function createCategory(ctx: AppContext, body: z.output<typeof categoryCreateBody>): Promise<CategoryDto> {
  return ctx.db.transaction(async (tx) => {
    const { name, ...prices } = body;
    const [category] = await tx.insert(categories).values({ name }).returning();
    await tx.insert(categoryPrices).values({ categoryId: category!.id, startDt: todayInBrussels(), endDt: null, ...prices });
    return getCategory(tx, category!.id);
  });
}

export async function renameCategory(ctx: AppContext, id: number, name: string): Promise<CategoryDto> {
  const [row] = await ctx.db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  if (!row) throw notFound();
  return getCategory(ctx.db, id);
}

const displayDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * POST /api/category/{id}/prices. A new price must start after every existing one (so the history
 * stays a sequence; a price planned by mistake is not silently overlapped), and it closes the
 * prices still open on its start day: their end becomes the day before.
 */
export async function addPrice(ctx: AppContext, id: number, body: z.output<typeof categoryPriceBody>): Promise<CategoryDto> {
  return ctx.db.transaction(async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    if (!category) throw notFound();
    const [later] = await tx
      .select({ id: categoryPrices.id })
      .from(categoryPrices)
      .where(and(eq(categoryPrices.categoryId, id), gte(categoryPrices.startDt, body.startDt)))
      .limit(1);
    if (later) {
      const params = { date: displayDate(body.startDt) };
      throw new AppError('validation', 'stock.errors.priceNotAfter', params);
    }
    await tx
      .update(categoryPrices)
      .set({ endDt: dayBefore(body.startDt) })
      .where(and(eq(categoryPrices.categoryId, id), lt(categoryPrices.startDt, body.startDt), or(isNull(categoryPrices.endDt), gte(categoryPrices.endDt, body.startDt))));
    await tx.insert(categoryPrices).values({ categoryId: id, ...body });
    return getCategory(tx, id);
  });
}

/** Deletes categories no article uses (with their prices); a used one is refused (FK restrict). */
export async function removeCategories(ctx: AppContext, ids: number[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    let removed = 0;
    for (const id of ids) {
      const [row] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
      if (!row) continue;
      const target = { table: categories, id: categories.id, articleColumn: articles.categoryId, label: labelOf('stock.kinds.category', row.name) };
      if (await removeUnused(tx, target, id)) removed += 1;
    }
    return removed;
  });
}
