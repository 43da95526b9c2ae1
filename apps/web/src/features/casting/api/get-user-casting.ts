import type { UserCastingAnswer } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey } from './keys';

/** GET /api/project/{id}/user/{userId}/casting: a person's roles and groups per cast in one project. */
const getUserCasting = (projectId: number, userId: number) => apiRequest<UserCastingAnswer>(`/project/${projectId}/user/${userId}/casting`);

const userCastingQuery = (projectId: number, userId: number) => queryOptions({ queryKey: castingKey(projectId, 'user', userId), queryFn: () => getUserCasting(projectId, userId) });

export const useUserCasting = (projectId: number, userId: number) => useQuery(userCastingQuery(projectId, userId));
