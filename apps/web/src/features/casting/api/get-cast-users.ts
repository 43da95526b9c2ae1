import type { CastUsersAnswer } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey, partPath } from './keys';

type CastUsersQuery = Record<string, string | number | undefined>;

const params = (query: CastUsersQuery) => new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));

/** GET /api/project/{id}/{project_role|group}/{partId}/users: the people per cast, with the filters. */
const getCastUsers = (projectId: number, kind: 'role' | 'group', id: number, query: CastUsersQuery) =>
  apiRequest<CastUsersAnswer>(`${partPath(projectId, kind, id)}/users?${params(query).toString()}`);

const castUsersQuery = (projectId: number, kind: 'role' | 'group', id: number, query: CastUsersQuery) =>
  queryOptions({ queryKey: castingKey(projectId, 'users', kind, id, params(query).toString()), queryFn: () => getCastUsers(projectId, kind, id, query) });

export const useCastUsers = (projectId: number, kind: 'role' | 'group', id: number, query: CastUsersQuery) => useQuery(castUsersQuery(projectId, kind, id, query));
