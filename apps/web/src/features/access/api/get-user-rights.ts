import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { userRightsKey } from './keys';

/** GET /api/user/{id}/rights: the user's global access roles (and the rights they give). */
const getUserRights = (userId: number) => apiRequest<UserRightsAnswer>(`/user/${userId}/rights`);

const userRightsQuery = (userId: number) => queryOptions({ queryKey: userRightsKey(userId), queryFn: () => getUserRights(userId) });

export const useUserRights = (userId: number) => useQuery(userRightsQuery(userId));
