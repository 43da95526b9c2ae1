import type { ArticlesBulkBody, ArticleStatusBody, RentInfoDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articles, categories, clothingSizes, colors, fabrics, orderItems, orders, patterns, racks } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { containsPattern, foldText } from '../../platform/db/text';
import { articleColumns, type ArticleRow } from './articles.columns';

export type ArticleColumns = Omit<typeof articles.$inferInsert, 'id' | 'searchText' | 'creationDt' | 'updatedDt'>;

export async function findArticleRow(db: DbOrTx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select(articleColumns).from(articles).where(eq(articles.id, id)).limit(1);
  return row;
}

/** The lookups an article points at, by the form's field names. */
export const ARTICLE_LOOKUPS: Record<'clothingId' | 'clothingSizeId' | 'fabricId' | 'patternId' | 'colorId' | 'rackId', [PgTable, PgColumn]> = {
  clothingId: [categories, categories.id],
  clothingSizeId: [clothingSizes, clothingSizes.id],
  fabricId: [fabrics, fabrics.id],
  patternId: [patterns, patterns.id],
  colorId: [colors, colors.id],
  rackId: [racks, racks.id],
};

export async function lookupExists(db: DbOrTx, field: keyof typeof ARTICLE_LOOKUPS, id: number): Promise<boolean> {
  const [table, column] = ARTICLE_LOOKUPS[field];
  const found = await db.select({ id: column }).from(table).where(eq(column, id)).limit(1);
  return found.length > 0;
}

export async function insertArticle(db: DbOrTx, values: ArticleColumns): Promise<number> {
  const [created] = await db.insert(articles).values(values).returning({ id: articles.id });
  return created!.id;
}

/** Sets fields of one article; false when it does not exist. */
export async function setArticle(db: DbOrTx, id: number, values: Partial<ArticleColumns> | ArticleStatusBody): Promise<boolean> {
  const done = await db
    .update(articles)
    .set({ ...values, updatedDt: new Date() })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return done.length > 0;
}

/** The same fields on every listed article, in one statement; the number changed. */
export async function setArticles(db: DbOrTx, ids: readonly number[], values: ArticlesBulkBody['data']): Promise<number> {
  const done = await db
    .update(articles)
    .set({ ...values, updatedDt: new Date() })
    .where(inArray(articles.id, [...ids]))
    .returning({ id: articles.id });
  return done.length;
}

/** The sequence's next value, read without taking it. */
export async function nextArticleId(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ next: number }>(db, sql`select (case when is_called then last_value + 1 else last_value end)::int as next from articles_id_seq`);
  return Math.max(Number(row?.next ?? 1), 1);
}

/** Distinct descriptions whose article matches the text (trigram index on search_text), at most 20. */
export async function descriptionsLike(db: DbOrTx, text: string | undefined): Promise<string[]> {
  const found = await db
    .selectDistinct({ description: articles.description })
    .from(articles)
    .where(text ? sql`${articles.searchText} like ${containsPattern(text)}` : undefined)
    .orderBy(articles.description)
    .limit(20);
  return found.map((r) => r.description);
}

/** The tags in use, most used first, at most 30; with a text, of matching articles and containing it. */
export async function tagsLike(db: DbOrTx, text: string | undefined): Promise<string[]> {
  const tag = sql`unnest(string_to_array(${articles.tags}, '|'))`;
  const found = await rows<{ tag: string }>(
    db,
    sql`
    select t.tag from (select ${tag} as tag from ${articles} ${text ? sql`where ${articles.searchText} like ${containsPattern(text)}` : sql``}) t
    where t.tag <> '' ${text ? sql`and t.tag like ${containsPattern(foldText(text))}` : sql``}
    group by t.tag order by count(*) desc, t.tag limit 30`,
  );
  return found.map((r) => r.tag);
}

/** The rental orders an article was on, newest first (at most 100). */
export function rentalsOfArticle(db: DbOrTx, id: number): Promise<RentInfoDto['rentals']> {
  return db
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
}
