import { hasRight } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleDto, ArticlesBulkBody, ArticleStatusBody, ArticleValues, RentInfoDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { articles, categories, clothingSizes, colors, fabrics, orderItems, orders, patterns, racks } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, forbidden } from '../../platform/http/errors';
import { rows } from '../../platform/db/rows';
import { containsPattern, foldText } from '../../platform/db/text';
import { articleColumns, presentArticle } from './articles.columns';

export const articleNotFound = () => new AppError('not_found', 'articles.notFound');
const unknownLookup = (field: string) => new AppError('validation', 'articles.unknownLookup', {}, { [field]: translateNl('articles.unknownLookup') });

/** Setting an article inactive (or active again) needs canDeleteArticles (spec 3 §5 §6). */
function requireDeleteRight(auth: Auth) {
  if (!hasRight(auth.rights, 'articles.delete')) throw forbidden();
}

export async function findArticle(db: DbOrTx, id: number): Promise<ArticleDto | null> {
  const [row] = await db.select(articleColumns).from(articles).where(eq(articles.id, id)).limit(1);
  return row ? presentArticle(row) : null;
}

export async function getArticle(ctx: AppContext, id: number): Promise<ArticleDto> {
  const found = await findArticle(ctx.db, id);
  if (!found) throw articleNotFound();
  return found;
}

const LOOKUPS = [
  ['clothingId', categories, categories.id],
  ['clothingSizeId', clothingSizes, clothingSizes.id],
  ['fabricId', fabrics, fabrics.id],
  ['patternId', patterns, patterns.id],
  ['colorId', colors, colors.id],
  ['rackId', racks, racks.id],
] as const;

/** Every chosen lookup must exist: a 400 on the field rather than a foreign-key 500. */
async function checkLookups(db: DbOrTx, values: Partial<Record<(typeof LOOKUPS)[number][0], number | null | undefined>>) {
  for (const [field, table, column] of LOOKUPS) {
    const id = values[field];
    if (id === null || id === undefined) continue;
    const [found] = await db.select({ id: column }).from(table).where(eq(column, id)).limit(1);
    if (!found) throw unknownLookup(field);
  }
}

const columnsOf = (v: ArticleValues) => ({
  description: v.description,
  categoryId: v.clothingId,
  clothingSizeId: v.clothingSizeId,
  fabricId: v.fabricId,
  patternId: v.patternId,
  colorId: v.colorId,
  rackId: v.rackId,
  tags: v.tags,
  washing: v.washing,
  withVat: v.withVat,
});

/** POST /api/article: a new article; `active: false` only with canDeleteArticles. */
export async function createArticle(ctx: AppContext, body: ArticleValues, auth: Auth): Promise<ArticleDto> {
  if (body.active === false) requireDeleteRight(auth);
  await checkLookups(ctx.db, body);
  const [created] = await ctx.db
    .insert(articles)
    .values({ ...columnsOf(body), active: body.active ?? true })
    .returning({ id: articles.id });
  return getArticle(ctx, created!.id);
}

/** PUT /api/article/{id}: the form's fields; a changed `active` only with canDeleteArticles. */
export async function updateArticle(ctx: AppContext, id: number, body: ArticleValues, auth: Auth): Promise<ArticleDto> {
  const current = await getArticle(ctx, id);
  const changesActive = body.active !== undefined && body.active !== current.active;
  if (changesActive) requireDeleteRight(auth);
  await checkLookups(ctx.db, body);
  await ctx.db
    .update(articles)
    .set({ ...columnsOf(body), ...(changesActive ? { active: body.active } : {}), updatedDt: new Date() })
    .where(eq(articles.id, id));
  return getArticle(ctx, id);
}

/**
 * PUT /api/article/{number}/status (spec 3 §4 status changes; kiosk). Setting inactive needs
 * canDeleteArticles; back to rack and to the wash set active with canUpdateArticles (spec 3 §6).
 */
export async function setArticleStatus(ctx: AppContext, id: number, body: ArticleStatusBody, auth: Auth): Promise<ArticleDto> {
  await getArticle(ctx, id);
  if (!body.active) requireDeleteRight(auth);
  await checkLookups(ctx.db, { rackId: body.rackId });
  await ctx.db
    .update(articles)
    .set({ ...body, updatedDt: new Date() })
    .where(eq(articles.id, id));
  return getArticle(ctx, id);
}

/** DELETE /api/article/{number}: the article becomes inactive; rows are never deleted (spec 3 §4). */
export async function removeArticle(ctx: AppContext, id: number): Promise<void> {
  const done = await ctx.db.update(articles).set({ active: false, updatedDt: new Date() }).where(eq(articles.id, id)).returning({ id: articles.id });
  if (!done.length) throw articleNotFound();
}

/** PUT /api/articles/bulk {ids, data}: the same fields on every listed article, in one statement; inactive needs canDeleteArticles. */
export async function bulkUpdate(ctx: AppContext, body: ArticlesBulkBody, auth: Auth): Promise<{ updated: number }> {
  if (body.data.active === false) requireDeleteRight(auth);
  await checkLookups(ctx.db, { rackId: body.data.rackId });
  const done = await ctx.db
    .update(articles)
    .set({ ...body.data, updatedDt: new Date() })
    .where(inArray(articles.id, body.ids))
    .returning({ id: articles.id });
  return { updated: done.length };
}

/**
 * GET /api/articles/next: the number a new article will normally get (the sequence's next value,
 * read without taking it; a concurrent create may still take it first).
 */
export async function nextNumber(ctx: AppContext): Promise<{ id: number; number: string }> {
  const [row] = await rows<{ next: number }>(ctx.db, sql`select (case when is_called then last_value + 1 else last_value end)::int as next from articles_id_seq`);
  const next = Math.max(Number(row?.next ?? 1), 1);
  return { id: next, number: padArticleNumber(next) };
}

/** GET /api/articles/descriptions?text=: distinct descriptions for the form's autocomplete. */
export async function descriptions(ctx: AppContext, text: string | undefined): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ description: articles.description })
    .from(articles)
    .where(text ? sql`${articles.searchText} like ${containsPattern(text)}` : undefined)
    .orderBy(articles.description)
    .limit(20);
  return rows.map((r) => r.description);
}

/** GET /api/clothing/tags?text=: the tags in use, most used first, for the tags input. */
export async function tagSuggestions(ctx: AppContext, text: string | undefined): Promise<string[]> {
  const tag = sql`unnest(string_to_array(${articles.tags}, '|'))`;
  const found = await rows<{ tag: string }>(
    ctx.db,
    sql`
    select t.tag from (select ${tag} as tag from ${articles} ${text ? sql`where ${articles.searchText} like ${containsPattern(text)}` : sql``}) t
    where t.tag <> '' ${text ? sql`and t.tag like ${containsPattern(foldText(text))}` : sql``}
    group by t.tag order by count(*) desc, t.tag limit 30`,
  );
  return found.map((r) => r.tag);
}

/**
 * GET /api/articles/{id}/rentinfo: the rental orders the article was on, newest first. `persons`
 * (project participants wearing it) stays empty until project clothing lines exist.
 */
export async function rentInfo(ctx: AppContext, id: number): Promise<RentInfoDto> {
  await getArticle(ctx, id);
  const rentals = await ctx.db
    .select({
      orderId: orders.id,
      name: orders.name,
      companyName: orders.companyName,
      fromDt: orders.fromDt,
      toDt: orders.toDt,
      amount: orderItems.amount,
      returned: orderItems.returned,
      billed: orders.billed,
      canceled: orders.canceled,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.articleId, id))
    .orderBy(desc(orders.fromDt), desc(orders.id))
    .limit(100);
  return { rentals, persons: [] };
}
