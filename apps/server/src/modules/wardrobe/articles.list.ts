import { STATUS_FILTER_FLAGS, padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { articleStatusFilter, type ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import type { RackArticleDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { articles } from '../../db/schema/index';
import { containsPattern, foldText } from '../../platform/db/text';
import { defineFilter, type ListResource } from '../../platform/http/list';
import type { XlsxColumn } from '../../platform/http/xlsx';
import { rowIdParam } from '../../platform/http/params';
import { articleColumns, presentArticle, type ArticleRow } from './articles.columns';

const id = rowIdParam;
const byId = (column: PgColumn) => defineFilter(id, (v) => eq(column, v));
const STATUS_COLUMNS = { active: articles.active, washing: articles.washing, rented: articles.rented, rentedProject: articles.rentedProject };

/** One tag or several (all must be present); matched whole against the pipe-separated column. */
const tagsFilter = z.union([z.string().trim().min(1).max(50), z.array(z.string().trim().min(1).max(50)).min(1).max(10)]).transform((v) => (Array.isArray(v) ? v : [v]));

function hasTag(tag: string): SQL {
  const folded = foldText(tag);
  // The trigram index on search_text narrows the rows (it holds the tags space-separated);
  // the pipe test then keeps whole tags only ('kant' must not match 'kanten').
  return sql`(${articles.searchText} like ${containsPattern(tag)} and ('|' || lower(${articles.tags}) || '|') like ${`%|${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`})`;
}

/** The padded number, the description or a tag contains the text (trigram index on search_text). */
const numberFilter = defineFilter(
  z.union([z.string().trim().max(100), z.number().int().nonnegative().transform(String)]),
  (v) => (v ? sql`${articles.searchText} like ${containsPattern(v)}` : undefined),
  { narrowsFirst: true },
);

/**
 * GET /api/articles (spec 3 §2 Article list): the generic list of the stock. `number` matches
 * the padded number, the description or the tags through the trigram index on
 * `articles.search_text`; `status` is one of the five filter values of spec 3 §4; the lookups
 * filter on their id; `tags` on whole tags.
 */
export const articlesResource: ListResource<ArticleRow, ArticleDto> = {
  plural: 'articles',
  single: 'article',
  tags: ['wardrobe'],
  access: { read: { right: 'articles.read' }, export: { right: 'articles.read' } },
  table: articles,
  columns: articleColumns,
  filters: {
    number: numberFilter,
    // The list screen's free-text box sends `text`: the same search.
    text: numberFilter,
    status: defineFilter(articleStatusFilter, (v) => and(...Object.entries(STATUS_FILTER_FLAGS[v]).map(([flag, value]) => eq(STATUS_COLUMNS[flag as keyof typeof STATUS_COLUMNS], value)))),
    category: byId(articles.categoryId),
    size: byId(articles.clothingSizeId),
    fabric: byId(articles.fabricId),
    pattern: byId(articles.patternId),
    color: byId(articles.colorId),
    rack: byId(articles.rackId),
    tags: defineFilter(tagsFilter, (v) => and(...v.map(hasTag)), { narrowsFirst: true }),
  },
  sorts: { id: articles.id, description: articles.description },
  defaultSort: 'id:asc',
  idColumn: articles.id,
  present: presentArticle,
  export: {
    fileName: 'artikels',
    sheet: 'Artikels',
    defaultSort: 'id:asc',
    columns: [
      { header: 'Nummer', value: (r) => padArticleNumber(r.id) },
      { header: 'Omschrijving', value: (r) => r.description },
      { header: 'Kledingstuk', value: (r) => r.clothing },
      { header: 'Maat', value: (r) => r.size },
      { header: 'Stof', value: (r) => r.fabric },
      { header: 'Motief', value: (r) => r.pattern },
      { header: 'Kleur', value: (r) => r.color },
      { header: 'Rek', value: (r) => r.rackId },
      { header: 'Tags', value: (r) => r.tags.split('|').filter(Boolean).join(', ') },
      { header: 'Actief', value: (r) => (r.active ? 'Ja' : 'Neen') },
      { header: 'In de was', value: (r) => (r.washing ? 'Ja' : 'Neen') },
      { header: 'Uitgeleend retributie', value: (r) => (r.rented ? 'Ja' : 'Neen') },
      { header: 'Uitgeleend in project', value: (r) => (r.rentedProject ? 'Ja' : 'Neen') },
      { header: 'Met btw', value: (r) => (r.withVat ? 'Ja' : 'Neen') },
    ],
  },
};

export type HeldArticleRow = RackArticleDto & { rackId: number | null; tags: string };

/**
 * The articles of one rack or one category (rack screen, category export). Category and size names
 * come from correlated subqueries on primary keys, so a page reads only its own rows; `text` uses
 * the trigram index on the article search text, like the article list. The routes declare the
 * access; `read` here is only the resource's default.
 */
function heldArticles(scope: SQL): ListResource<HeldArticleRow, RackArticleDto> {
  return {
    plural: 'articles',
    single: 'article',
    access: { read: 'authenticated' },
    table: articles,
    columns: {
      id: articles.id,
      description: articles.description,
      category: sql<string>`(select c.name from categories c where c.id = ${articles.categoryId})`.as('category'),
      size: sql<string>`(select s.size from clothing_sizes s where s.id = ${articles.clothingSizeId})`.as('size'),
      rackId: articles.rackId,
      tags: articles.tags,
      active: articles.active,
      washing: articles.washing,
      rented: articles.rented,
      rentedProject: articles.rentedProject,
    },
    scope: () => scope,
    filters: { text: numberFilter },
    sorts: { id: articles.id, description: articles.description },
    defaultSort: 'id:asc',
    idColumn: articles.id,
    present: ({ id, description, category, size, active, washing, rented, rentedProject }) => ({
      id,
      description,
      category,
      size,
      active,
      washing,
      rented,
      rentedProject,
    }),
  };
}

/** The articles on a rack (GET /api/clothing/rack/{id}/articles). */
export const articlesOnRack = (rackId: number) => heldArticles(eq(articles.rackId, rackId));

/** The articles of a category and their scope (the category's xlsx export). */
export function articlesOfCategory(categoryId: number) {
  const scope = eq(articles.categoryId, categoryId);
  return { resource: heldArticles(scope), scope };
}

const yesNo = (v: boolean) => (v ? 'ja' : 'neen');

export const heldArticleColumns: XlsxColumn<HeldArticleRow>[] = [
  { header: 'Nummer', width: 10, value: (r) => padArticleNumber(r.id) },
  { header: 'Omschrijving', width: 40, value: (r) => r.description },
  { header: 'Kledingstuk', width: 24, value: (r) => r.category },
  { header: 'Kledij-maat', width: 12, value: (r) => r.size },
  { header: 'Rek', width: 8, value: (r) => r.rackId },
  { header: 'Tags', width: 30, value: (r) => r.tags.split('|').filter(Boolean).join(', ') },
  { header: 'Actief', width: 8, value: (r) => yesNo(r.active) },
  { header: 'In de was', width: 10, value: (r) => yesNo(r.washing) },
  { header: 'Uitgeleend', width: 10, value: (r) => yesNo(r.rented || r.rentedProject) },
];
