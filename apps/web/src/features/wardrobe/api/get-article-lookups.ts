import type { LookupOption } from '@coulisse/shared/schemas/wardrobe/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

export interface ArticleLookups {
  categories: LookupOption[];
  sizes: LookupOption[];
  fabrics: LookupOption[];
  patterns: LookupOption[];
  colors: LookupOption[];
  racks: LookupOption[];
}

/**
 * GET /api/clothing, …/articleClothingSizes, …/fabrics, …/patterns, …/colors and …/racks: the select
 * options of the article form and the list filters, asked together as one query.
 */
async function getArticleLookups(): Promise<ArticleLookups> {
  const [categories, sizes, fabrics, patterns, colors, racks] = await Promise.all([
    apiRequest<{ id: number; name: string }[]>('/clothing'),
    apiRequest<LookupOption[]>('/clothing/articleClothingSizes'),
    apiRequest<LookupOption[]>('/clothing/fabrics'),
    apiRequest<LookupOption[]>('/clothing/patterns'),
    apiRequest<LookupOption[]>('/clothing/colors'),
    apiRequest<LookupOption[]>('/clothing/racks'),
  ]);
  return { categories: categories.map((c) => ({ id: c.id, label: c.name })), sizes, fabrics, patterns, colors, racks };
}

const articleLookupsQuery = () => queryOptions({ queryKey: articleKeys.lookups, queryFn: getArticleLookups, staleTime: 60_000 });

export const useArticleLookups = () => useQuery(articleLookupsQuery());
