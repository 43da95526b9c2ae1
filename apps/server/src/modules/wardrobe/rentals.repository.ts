import { isAccessory } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleHit, OrderArticleDto, OrderItemDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { PRICE_FIELDS } from '@coulisse/shared/rules/wardrobe/stock';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { articles } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/text';
import { rows } from '../../platform/db/rows';
import { currentPrices } from './categories.repository';

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface ArticlePrice {
  id: number;
  price: number;
  replacementPrice: number;
}

/**
 * The current category price of each article on a day for a price category 1–5 (A–E), through
 * `currentPrices` (the one SQL reading of spec 3 §4's rule). An article whose category has no
 * current price costs 0. Missing articles are left out, so the caller can tell.
 */
export async function articlePrices(db: DbOrTx, ids: readonly number[], day: string, priceCategory: number): Promise<ArticlePrice[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: articles.id, categoryId: articles.categoryId })
    .from(articles)
    .where(inArray(articles.id, [...ids]));
  const prices = await currentPrices(
    db,
    found.map((a) => a.categoryId),
    day,
  );
  const field = PRICE_FIELDS[priceCategory - 1] ?? 'priceA';
  return found.map((a) => {
    const price = prices.get(a.categoryId);
    return { id: a.id, price: price ? price[field] : 0, replacementPrice: price ? price.replacementPrice : 0 };
  });
}

type ArticleRow = Omit<OrderArticleDto, 'rack' | 'accessory' | 'orders'> & { rackId: number | null; rackDescription: string | null };

const articleSelect = sql`select a.id, a.description, a.tags, c.name as category, s.size, a.rack_id as "rackId", r.description as "rackDescription",
    a.active, a.washing, a.rented, a.rented_project as "rentedProject"
  from articles a join categories c on c.id = a.category_id join clothing_sizes s on s.id = a.clothing_size_id left join racks r on r.id = a.rack_id`;

/** Open orders (not billed, not cancelled) with pieces of an article still out, other than `exceptOrder`. */
async function openOrdersOf(db: DbOrTx, articleId: number, exceptOrder: number | null): Promise<{ id: number; name: string }[]> {
  return rows(
    db,
    sql`select distinct o.id, coalesce(nullif(o.company_name, ''), o.name) as name from order_items i join orders o on o.id = i.order_id
        where i.article_id = ${articleId} and i.returned < i.amount and not o.billed and not o.canceled and o.id <> ${exceptOrder ?? 0}
        order by o.id limit 20`,
  );
}

/** The article to add to an order, with the open orders that use it (the "Artikel in gebruik" warning). */
export async function orderArticle(db: DbOrTx, id: number, exceptOrder: number | null): Promise<OrderArticleDto | null> {
  const [a] = await rows<ArticleRow>(db, sql`${articleSelect} where a.id = ${id}`);
  if (!a) return null;
  const { rackId, rackDescription, ...rest } = a;
  return {
    ...rest,
    rack: rackId === null ? null : { id: rackId, description: rackDescription ?? '' },
    accessory: isAccessory(a.tags),
    orders: await openOrdersOf(db, id, exceptOrder),
  };
}

/**
 * The search window of the order form: at most 20 articles whose padded number, description or
 * tags contain the text, through the trigram index on `articles.search_text`, by number.
 */
export async function searchArticles(db: DbOrTx, text: string): Promise<ArticleHit[]> {
  const found = await rows<Omit<ArticleHit, 'accessory'> & { tags: string }>(
    db,
    sql`select a.id, a.description, a.tags, c.name as category, s.size, a.active, a.washing, a.rented
        from (select id from articles where search_text like ${containsPattern(text)} order by id limit 20) hit
        join articles a on a.id = hit.id join categories c on c.id = a.category_id join clothing_sizes s on s.id = a.clothing_size_id
        order by a.id`,
  );
  return found.map(({ tags, ...a }) => ({ ...a, accessory: isAccessory(tags) }));
}

/** Id and tags of the given articles (missing ones are left out). */
export async function articleTags(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; tags: string }[]> {
  if (ids.length === 0) return [];
  return rows(db, sql`select id, tags from articles where id in (${idList(ids)})`);
}

type ItemRow = Omit<OrderItemDto, 'rack' | 'accessory'> & { rackId: number | null; rackDescription: string | null };

/** The items of an order in the order they were added, with their article. */
export async function orderItemsOf(db: DbOrTx, orderId: number): Promise<OrderItemDto[]> {
  const list = await rows<ItemRow>(
    db,
    sql`select i.id, i.uuid, i.article_id as "articleId", a.description, a.tags, c.name as category, s.size, a.rack_id as "rackId", r.description as "rackDescription",
          i.amount, i.returned, i.remarks, i.group_id as "groupId"
        from order_items i join articles a on a.id = i.article_id join categories c on c.id = a.category_id join clothing_sizes s on s.id = a.clothing_size_id
        left join racks r on r.id = a.rack_id
        where i.order_id = ${orderId} order by i.id`,
  );
  return list.map(({ rackId, rackDescription, ...i }) => ({
    ...i,
    rack: rackId === null ? null : { id: rackId, description: rackDescription ?? '' },
    accessory: isAccessory(i.tags),
  }));
}

/**
 * Recomputes the rented flag of articles: rented while an order that is not cancelled still has
 * pieces of it out (a billed order's missing pieces are still out). Called after every change of
 * returned counts, items or order state.
 */
export async function refreshRented(db: DbOrTx, articleIds: readonly number[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db.execute(sql`update articles a set rented = exists (
      select 1 from order_items i join orders o on o.id = i.order_id where i.article_id = a.id and i.returned < i.amount and not o.canceled
    ), updated_dt = now()
    where a.id in (${idList([...new Set(articleIds)])})`);
}

/** Sets the order's `returned` flag from its items (spec 3 §4: every item received). */
export async function refreshReturned(db: DbOrTx, orderId: number): Promise<void> {
  await db.execute(sql`update orders o set returned = exists (select 1 from order_items i where i.order_id = o.id)
      and not exists (select 1 from order_items i where i.order_id = o.id and i.returned < i.amount)
    where o.id = ${orderId}`);
}
