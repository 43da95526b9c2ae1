import { todayInBrussels } from '@coulisse/shared/rules/account';
import { currentPrice } from '@coulisse/shared/rules/wardrobe/stock';
import type { CategoryDto, categoryCreateBody, categoryPriceBody } from '@coulisse/shared/schemas/wardrobe/stock';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { exportPages } from '../../platform/http/exportPages';
import { AppError, notFound } from '../../platform/http/errors';
import { streamXlsx } from '../../platform/http/xlsx';
import { articlesOfCategory, heldArticleColumns } from './articles.list';
import { addPriceFrom, categoryNames as namesOfCategories, findCategory, insertCategory, lockCategory, priceStartsFrom, pricesOf, renameCategory as rename } from './categories.repository';
import { articlesUsing, CATEGORY_ROWS, labelOf, removeUnused } from './stock.repository';

/** One category with its price history, newest start first, the current one marked (spec 3 §4). */
export async function getCategory(db: DbOrTx, id: number): Promise<CategoryDto> {
  const category = await findCategory(db, id);
  if (!category) throw notFound();
  const prices = await pricesOf(db, id);
  const current = currentPrice(prices, todayInBrussels());
  return {
    id: category.id,
    name: category.name,
    articleCount: await articlesUsing(db, CATEGORY_ROWS.articleColumn, id),
    prices: prices.map(({ categoryId: _, ...price }) => ({ ...price, current: price.id === current?.id })),
  };
}

/** GET /api/clothing: the clothing items of the article form. */
export const categoryNames = (ctx: AppContext) => namesOfCategories(ctx.db);

/** POST /api/clothing/category: the category and its first price, valid from today (Brussels). */
export async function createCategory(ctx: AppContext, body: z.output<typeof categoryCreateBody>): Promise<CategoryDto> {
  return ctx.db.transaction(async (tx) => {
    const { name, ...prices } = body;
    return getCategory(tx, await insertCategory(tx, name, { startDt: todayInBrussels(), endDt: null, ...prices }));
  });
}

export async function renameCategory(ctx: AppContext, id: number, name: string): Promise<CategoryDto> {
  if (!(await rename(ctx.db, id, name))) throw notFound();
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
    if (!(await lockCategory(tx, id))) throw notFound();
    if (await priceStartsFrom(tx, id, body.startDt)) throw new AppError('validation', 'stock.errors.priceNotAfter', { date: displayDate(body.startDt) });
    await addPriceFrom(tx, id, body);
    return getCategory(tx, id);
  });
}

/** Deletes categories no article uses (with their prices); a used one is refused (FK restrict). */
export async function removeCategories(ctx: AppContext, ids: number[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    let removed = 0;
    for (const id of ids) {
      const category = await findCategory(tx, id);
      if (!category) continue;
      if (await removeUnused(tx, { ...CATEGORY_ROWS, label: labelOf('stock.kinds.category', category.name) }, id)) removed += 1;
    }
    return removed;
  });
}

/** GET /api/reports/categories/{id}/articles.xlsx: the category's articles, streamed. */
export async function categoryArticlesXlsx(ctx: AppContext, id: number): Promise<{ fileName: string; stream: ReturnType<typeof streamXlsx> }> {
  if (!(await findCategory(ctx.db, id))) throw notFound();
  const { resource, scope } = articlesOfCategory(id);
  return { fileName: `kledingstuk-${id}-artikels.xlsx`, stream: streamXlsx('Artikels', heldArticleColumns, exportPages(ctx.db, resource, scope, 'id:asc')) };
}
