import type { RoleUser } from '@coulisse/shared/schemas/access';
import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { roleUsersKey } from './keys';

type RoleUsersFilters = Record<string, string | number | boolean | null>;

/** GET /api/access_role/{id}/users: users of a role (`linked` true) or the others (false). */
const getRoleUsers = (id: number, filters: RoleUsersFilters, items: number | 'all', signal?: AbortSignal): Promise<ListAnswer<RoleUser>> =>
  apiRequest<ListAnswer<RoleUser>>(`/access_role/${id}/users?${new URLSearchParams({ filters: JSON.stringify(filters), items: String(items) }).toString()}`, { signal });

/** Every id matching the filters, for "select all": this call has no `/checked` companion. */
export const getRoleUserIds = (id: number, filters: RoleUsersFilters): Promise<number[]> => getRoleUsers(id, filters, 'all').then((answer) => answer.data.map((user) => user.id));

/** Users not linked yet, for the add-user picker. */
const unlinkedUsersQuery = (id: number, text: string) =>
  queryOptions({
    queryKey: [...roleUsersKey(id), 'unlinked', text],
    queryFn: ({ signal }) => getRoleUsers(id, { linked: false, text }, 10, signal),
    placeholderData: keepPreviousData,
  });

export const useUnlinkedUsers = (id: number, text: string, enabled: boolean) => useQuery({ ...unlinkedUsersQuery(id, text), enabled });
