import type { ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET /api/article/{id}: one costume article. */
const getArticle = (id: number) => apiRequest<ArticleDto>(`/article/${id}`);

const articleQuery = (id: number) => queryOptions({ queryKey: articleKeys.one(id), queryFn: () => getArticle(id), retry: false });

export const useArticle = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
