import type { ArticleBody, ArticleDto, ArticlesBulkBody, ArticleStatusBody, LookupOption, RentInfoDto } from '@coulisse/shared/schemas/articles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const articleKeys = {
  all: ['articles'] as const,
  list: ['articles', 'list'] as const,
  one: (id: number) => ['articles', 'one', id] as const,
  rentInfo: (id: number) => ['articles', 'rentinfo', id] as const,
  next: ['articles', 'next'] as const,
  lookups: ['articles', 'lookups'] as const,
  descriptions: (text: string) => ['articles', 'descriptions', text] as const,
  tags: (text: string) => ['articles', 'tags', text] as const,
};

export const useArticle = (id: number | null) =>
  useQuery({ queryKey: articleKeys.one(id ?? 0), queryFn: () => apiRequest<ArticleDto>(`/article/${id}`), enabled: id !== null, retry: false });

export const useRentInfo = (id: number) => useQuery({ queryKey: articleKeys.rentInfo(id), queryFn: () => apiRequest<RentInfoDto>(`/articles/${id}/rentinfo`) });

export const useNextNumber = (enabled: boolean) => useQuery({ queryKey: articleKeys.next, queryFn: () => apiRequest<{ id: number; number: string }>('/articles/next'), enabled });

export interface ArticleLookups {
  categories: LookupOption[];
  sizes: LookupOption[];
  fabrics: LookupOption[];
  patterns: LookupOption[];
  colors: LookupOption[];
  racks: LookupOption[];
}

/** The select options of the article form and the list filters, fetched together. */
export const useArticleLookups = () =>
  useQuery({
    queryKey: articleKeys.lookups,
    staleTime: 60_000,
    queryFn: async (): Promise<ArticleLookups> => {
      const [categories, sizes, fabrics, patterns, colors, racks] = await Promise.all([
        apiRequest<{ id: number; name: string }[]>('/clothing'),
        apiRequest<LookupOption[]>('/clothing/articleClothingSizes'),
        apiRequest<LookupOption[]>('/clothing/fabrics'),
        apiRequest<LookupOption[]>('/clothing/patterns'),
        apiRequest<LookupOption[]>('/clothing/colors'),
        apiRequest<LookupOption[]>('/clothing/racks'),
      ]);
      return { categories: categories.map((c) => ({ id: c.id, label: c.name })), sizes, fabrics, patterns, colors, racks };
    },
  });

export const useDescriptionSuggestions = (text: string) =>
  useQuery({
    queryKey: articleKeys.descriptions(text),
    queryFn: () => apiRequest<string[]>(`/articles/descriptions?text=${encodeURIComponent(text)}`),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const useTagSuggestions = (text = '') =>
  useQuery({ queryKey: articleKeys.tags(text), queryFn: () => apiRequest<string[]>(`/clothing/tags${text ? `?text=${encodeURIComponent(text)}` : ''}`), placeholderData: keepPreviousData });

export function useSaveArticle(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleBody) => apiRequest<ArticleDto>(id ? `/article/${id}` : '/article', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** PUT /api/article/{number}/status: one of the status changes of spec 3 §4. */
export const setArticleStatus = (number: string | number, body: ArticleStatusBody) => apiRequest<ArticleDto>(`/article/${number}/status`, { method: 'PUT', body: { ...body } });

export const bulkUpdateArticles = (body: ArticlesBulkBody) => apiRequest<{ updated: number }>('/articles/bulk', { method: 'PUT', body });
