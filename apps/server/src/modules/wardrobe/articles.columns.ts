import { articleStatus, isAccessory, padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema/index';

/**
 * The columns of an article as lists and the detail read them: the lookups' names come from
 * scalar subqueries on their primary keys, so a page of 10 costs 10 index probes per lookup and
 * the list keeps the generic helper's single-table shape.
 */
export const articleColumns = {
  id: articles.id,
  description: articles.description,
  clothingId: articles.categoryId,
  clothing: sql<string>`(select c.name from categories c where c.id = ${articles.categoryId})`,
  clothingSizeId: articles.clothingSizeId,
  size: sql<string>`(select s.size from clothing_sizes s where s.id = ${articles.clothingSizeId})`,
  fabricId: articles.fabricId,
  fabric: sql<string | null>`(select f.type from fabrics f where f.id = ${articles.fabricId})`,
  patternId: articles.patternId,
  pattern: sql<string | null>`(select p.name from patterns p where p.id = ${articles.patternId})`,
  colorId: articles.colorId,
  color: sql<string | null>`(select c.name from colors c where c.id = ${articles.colorId})`,
  rackId: articles.rackId,
  rackDescription: sql<string | null>`(select r.description from racks r where r.id = ${articles.rackId})`,
  tags: articles.tags,
  active: articles.active,
  washing: articles.washing,
  rented: articles.rented,
  rentedProject: articles.rentedProject,
  stock: articles.stock,
  withVat: articles.withVat,
};

export interface ArticleRow {
  id: number;
  description: string;
  clothingId: number;
  clothing: string;
  clothingSizeId: number;
  size: string;
  fabricId: number | null;
  fabric: string | null;
  patternId: number | null;
  pattern: string | null;
  colorId: number | null;
  color: string | null;
  rackId: number | null;
  rackDescription: string | null;
  tags: string;
  active: boolean;
  washing: boolean;
  rented: boolean;
  rentedProject: boolean;
  stock: number;
  withVat: boolean;
}

export function presentArticle(row: ArticleRow): ArticleDto {
  const { rackDescription, ...rest } = row;
  return {
    ...rest,
    number: padArticleNumber(row.id),
    rack: row.rackId === null ? null : { id: row.rackId, description: rackDescription ?? '' },
    accessory: isAccessory(row.tags),
    status: articleStatus(row),
  };
}
