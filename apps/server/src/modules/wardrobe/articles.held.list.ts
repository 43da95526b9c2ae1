import type { RackArticleDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { articles } from '../../db/schema/index';
import { containsPattern } from '../../platform/db/text';
import { defineFilter, type ListResource } from '../../platform/http/list';
import type { XlsxColumn } from '../../platform/http/xlsx';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';

export type StockArticleRow = RackArticleDto & { rackId: number | null; tags: string };

/**
 * The articles of one rack or one category (rack screen, category export). Category and size names
 * come from correlated subqueries on primary keys, so a page reads only its own rows; `text` uses
 * the trigram index on the article search text, like the article list.
 */
export function stockArticlesResource(scope: SQL): ListResource<StockArticleRow, RackArticleDto> {
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
    filters: {
      text: defineFilter(z.string().trim().max(100), (v) => (v ? sql`${articles.searchText} like ${containsPattern(v)}` : undefined), { narrowsFirst: true }),
    },
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

const yesNo = (v: boolean) => (v ? 'ja' : 'neen');

export const stockArticleColumns: XlsxColumn<StockArticleRow>[] = [
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
