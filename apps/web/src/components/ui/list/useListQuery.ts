import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { listSearch } from './listState';
import type { ListFilterValues, ListRow } from './types';

/** GET {endpoint}?filters=&sort=&offset=&items= : one batch of a generic list (spec 1 §7). */
const fetchListPage = <T extends ListRow>(endpoint: string, filters: ListFilterValues, sort: string, offset: number, signal?: AbortSignal): Promise<ListAnswer<T>> =>
  apiRequest<ListAnswer<T>>(`${endpoint}${listSearch(filters, sort, offset, PAGE_SIZE)}`, { signal });

/** Rows loaded so far across the batches. */
const loadedRows = <T>(pages: readonly ListAnswer<T>[]): number => pages.reduce((sum, page) => sum + page.data.length, 0);

/** Batches of 10 (spec 1 §9); the next batch starts where the loaded rows end. */
const listPagesQuery = <T extends ListRow>(queryKey: readonly unknown[], endpoint: string, filters: ListFilterValues, sort: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKey, 'list', filters, sort],
    queryFn: ({ pageParam, signal }) => fetchListPage<T>(endpoint, filters, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedRows(pages);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // Other filters keep the rows on screen until the new ones arrive, instead of a flash of skeleton.
    placeholderData: keepPreviousData,
    // The screen shows its own error state; the red banner would repeat it.
    meta: { silent: true },
  });

export function useListQuery<T extends ListRow>(queryKey: readonly unknown[], endpoint: string, filters: ListFilterValues, sort: string) {
  return useInfiniteQuery(listPagesQuery<T>(queryKey, endpoint, filters, sort));
}
