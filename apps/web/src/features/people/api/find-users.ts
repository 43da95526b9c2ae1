import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface FoundUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

/** GET /api/users with the free-text filter, leaving one person out (spec 1 §7 `ignore`). */
export function findUsers(text: string, ignore: number): Promise<ListAnswer<FoundUser>> {
  const query = new URLSearchParams({ filters: JSON.stringify({ text, ignore }), items: '10', sort: 'lastName' });
  return apiRequest<ListAnswer<FoundUser>>(`/users?${query.toString()}`);
}

export const foundUsersQuery = (text: string, ignore: number, enabled: boolean) =>
  queryOptions({ queryKey: ['users', 'find', text, ignore], queryFn: () => findUsers(text, ignore), enabled, placeholderData: keepPreviousData });

export const useFoundUsers = (text: string, ignore: number, enabled: boolean) => useQuery(foundUsersQuery(text, ignore, enabled));
