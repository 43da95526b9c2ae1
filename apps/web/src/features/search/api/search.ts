import type { SearchAnswer, SearchType } from '@coulisse/shared/schemas/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface SearchRequest {
  search: string;
  type?: SearchType;
  limit?: number;
  offset?: number;
}

/** POST /api/general/search. */
const postSearch = (body: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer> => apiRequest<SearchAnswer>('/general/search', { method: 'POST', body, signal });

const searchKey = ['search'] as const;

/**
 * A search as a query (it reads, even though it is a POST): cached per text and page, the
 * previous answer kept on screen while the next one loads; errors are shown where the results are.
 */
const searchQuery = (body: SearchRequest, enabled = true) =>
  queryOptions({
    queryKey: [...searchKey, body],
    queryFn: ({ signal }) => postSearch(body, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useSearch = (body: SearchRequest, enabled = true) => useQuery(searchQuery(body, enabled));
