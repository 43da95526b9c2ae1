import type { UserProfile } from '@coulisse/shared/schemas/people/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { userKey } from './keys';

export type { UserProfile };

/** GET /api/user/{id}: the profile; a section the caller may not read comes as null fields. */
const getUser = (id: number): Promise<UserProfile> => apiRequest<UserProfile>(`/user/${id}`);

// A missing profile is shown on the screen itself, not in the red banner.
const userQuery = (id: number) => queryOptions({ queryKey: userKey(id), queryFn: () => getUser(id), meta: { silent: true } });

/** Not asked for an address without a valid id: the screen shows its not-found message at once. */
export const useUser = (id: number | null) => useQuery({ ...userQuery(id ?? 0), enabled: id !== null });

/** The profile does not exist (404) or the address holds no valid id (400). */
export const isMissingUser = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
