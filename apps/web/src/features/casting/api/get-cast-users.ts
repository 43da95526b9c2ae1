import type { CastUsersAnswer } from '@coulisse/shared/schemas/casting';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey, partPath } from './keys';

type CastUsersQuery = Record<string, string | number | undefined>;

/**
 * People per batch: a screenful of checkboxes. A project of thousands would otherwise render every
 * registered person with a checkbox per cast at once.
 */
const CAST_USERS_BATCH = 50;

const params = (query: CastUsersQuery) => new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));

/** GET /api/project/{id}/{project_role|group}/{partId}/users: one batch of the people per cast, with the filters. */
const getCastUsers = (projectId: number, kind: 'role' | 'group', id: number, query: CastUsersQuery, offset: number, signal: AbortSignal) =>
  apiRequest<CastUsersAnswer>(`${partPath(projectId, kind, id)}/users?${params({ ...query, offset, items: CAST_USERS_BATCH }).toString()}`, { signal });

const castUsersQuery = (projectId: number, kind: 'role' | 'group', id: number, query: CastUsersQuery) =>
  infiniteQueryOptions({
    queryKey: castingKey(projectId, 'users', kind, id, params(query).toString()),
    queryFn: ({ pageParam, signal }) => getCastUsers(projectId, kind, id, query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // Another filter or tab keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** The people of the role's or group's users screen, a batch at a time (`fetchNextPage`). */
export const useCastUsers = (projectId: number, kind: 'role' | 'group', id: number, query: CastUsersQuery) => useInfiniteQuery(castUsersQuery(projectId, kind, id, query));
