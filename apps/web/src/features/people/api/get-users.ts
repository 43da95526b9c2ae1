import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKey } from './keys';

/** A user as GET /api/users lists them; groups of data the caller may not read are null. */
export interface PersonListItem {
  id: number;
  firstName: string;
  lastName: string;
  level: number;
  image: string | null;
  email: string | null;
  phoneNumber: string | null;
  cellPhone: string | null;
  sex: number | null;
  dateOfBirth: string | null;
  cityName: string | null;
  creationDt: string;
  lastActivity: string | null;
}

interface UsersPage {
  data: PersonListItem[];
  total: number;
}

const usersPage = (filters: Record<string, unknown>, items: number) =>
  apiRequest<UsersPage>(`/users?${new URLSearchParams({ filters: JSON.stringify(filters), items: String(items), sort: 'lastName:asc' }).toString()}`);

/** These users by id (at most 100): the names of a mail's recipients. */
export const usersByIdsQuery = (ids: readonly number[]) =>
  queryOptions({ queryKey: [...usersKey, 'ids', ids], queryFn: () => usersPage({ ids }, 100).then((page) => page.data), enabled: ids.length > 0, staleTime: 60_000 });

/** Who may receive a deleted person's project data (spec 1 §4 transfer window): found by the text, that person left out (`ignore`). */
export const transferTargetsQuery = (text: string, ignore: number) =>
  queryOptions({
    queryKey: [...usersKey, 'transfer', text, ignore],
    queryFn: () => usersPage({ text, ignore }, 10).then((page) => page.data),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });

/** Users whose name, address, phone or town contains the text: choices of the recipient search. */
const userSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...usersKey, 'search', text],
    queryFn: () => usersPage({ text }, 8).then((page) => page.data),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (text: string) => useQuery(userSearchQuery(text));
