import type { UserCastingAnswer } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { userCastingEverywhereKey } from './keys';

/** GET /api/user/{userId}/casting: a person's roles and groups in every project (the volunteer's tabs). */
const getUserCastingEverywhere = (userId: number) => apiRequest<UserCastingAnswer[]>(`/user/${userId}/casting`);

const userCastingEverywhereQuery = (userId: number) => queryOptions({ queryKey: userCastingEverywhereKey(userId), queryFn: () => getUserCastingEverywhere(userId) });

export const useUserCastingEverywhere = (userId: number) => useQuery(userCastingEverywhereQuery(userId));
