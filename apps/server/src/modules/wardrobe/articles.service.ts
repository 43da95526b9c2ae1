import { hasRight } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleDto, ArticlesBulkBody, ArticleStatusBody, ArticleValues, RentInfoDto } from '@coulisse/shared/schemas/wardrobe/articles';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/http/errors';
import { presentArticle } from './articles.columns';
import {
  ARTICLE_LOOKUPS,
  descriptionsLike,
  findArticleRow,
  insertArticle,
  lookupExists,
  nextArticleId,
  rentalsOfArticle,
  setArticle,
  setArticles,
  tagsLike,
  type ArticleColumns,
} from './articles.repository';

/**
 * The costume articles (spec 3 §4 §5). The routes declare the right each call needs and find the
 * article (a missing one answers 404 like a refused one); what stays here is the one rule a route
 * cannot state: setting an article inactive, or active again, also needs canDeleteArticles.
 */
function requireDeleteRight(auth: Auth) {
  if (!hasRight(auth.rights, 'articles.delete')) throw forbidden();
}

const unknownLookup = (field: string) => new AppError('validation', 'articles.unknownLookup', {}, { [field]: translateNl('articles.unknownLookup') });

/** Every chosen lookup must exist: a 400 on the field rather than a foreign-key 500. */
async function checkLookups(ctx: AppContext, values: Partial<Record<keyof typeof ARTICLE_LOOKUPS, number | null | undefined>>) {
  for (const field of Object.keys(ARTICLE_LOOKUPS) as (keyof typeof ARTICLE_LOOKUPS)[]) {
    const id = values[field];
    if (id !== null && id !== undefined && !(await lookupExists(ctx.db, field, id))) throw unknownLookup(field);
  }
}

export async function getArticle(ctx: AppContext, id: number): Promise<ArticleDto> {
  const row = await findArticleRow(ctx.db, id);
  if (!row) throw notFound();
  return presentArticle(row);
}

const columnsOf = (v: ArticleValues): Omit<ArticleColumns, 'active'> => ({
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
  await checkLookups(ctx, body);
  return getArticle(ctx, await insertArticle(ctx.db, { ...columnsOf(body), active: body.active ?? true }));
}

/** PUT /api/article/{id}: the form's fields; a changed `active` only with canDeleteArticles. */
export async function updateArticle(ctx: AppContext, id: number, body: ArticleValues, auth: Auth): Promise<ArticleDto> {
  const current = await getArticle(ctx, id);
  const changesActive = body.active !== undefined && body.active !== current.active;
  if (changesActive) requireDeleteRight(auth);
  await checkLookups(ctx, body);
  await setArticle(ctx.db, id, { ...columnsOf(body), ...(changesActive ? { active: body.active } : {}) });
  return getArticle(ctx, id);
}

/**
 * PUT /api/article/{number}/status (spec 3 §4 status changes; kiosk). Setting inactive needs
 * canDeleteArticles; back to rack and to the wash set active with canUpdateArticles (spec 3 §6).
 */
export async function setArticleStatus(ctx: AppContext, id: number, body: ArticleStatusBody, auth: Auth): Promise<ArticleDto> {
  if (!body.active) requireDeleteRight(auth);
  await checkLookups(ctx, { rackId: body.rackId });
  if (!(await setArticle(ctx.db, id, body))) throw notFound();
  return getArticle(ctx, id);
}

/** DELETE /api/article/{number}: the article becomes inactive; rows are never deleted (spec 3 §4). */
export async function removeArticle(ctx: AppContext, id: number): Promise<void> {
  if (!(await setArticle(ctx.db, id, { active: false }))) throw notFound();
}

/** PUT /api/articles/bulk {ids, data}: the same fields on every listed article; inactive needs canDeleteArticles. */
export async function bulkUpdate(ctx: AppContext, body: ArticlesBulkBody, auth: Auth): Promise<{ updated: number }> {
  if (body.data.active === false) requireDeleteRight(auth);
  await checkLookups(ctx, { rackId: body.data.rackId });
  return { updated: await setArticles(ctx.db, body.ids, body.data) };
}

/**
 * GET /api/articles/next: the number a new article will normally get (the sequence's next value,
 * read without taking it; a concurrent create may still take it first).
 */
export async function nextNumber(ctx: AppContext): Promise<{ id: number; number: string }> {
  const next = await nextArticleId(ctx.db);
  return { id: next, number: padArticleNumber(next) };
}

/** GET /api/articles/descriptions?text=: distinct descriptions for the form's autocomplete. */
export const descriptions = (ctx: AppContext, text: string | undefined) => descriptionsLike(ctx.db, text);

/** GET /api/clothing/tags?text=: the tags in use, most used first, for the tags input. */
export const tagSuggestions = (ctx: AppContext, text: string | undefined) => tagsLike(ctx.db, text);

/**
 * GET /api/articles/{id}/rentinfo: the rental orders the article was on, newest first. `persons`
 * (project participants wearing it) stays empty until project clothing lines exist.
 */
export async function rentInfo(ctx: AppContext, id: number): Promise<RentInfoDto> {
  return { rentals: await rentalsOfArticle(ctx.db, id), persons: [] };
}
