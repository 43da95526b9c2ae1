import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

/** GET [/api/project/{projectId}]/user/{userId}/repetitions: a user's rehearsals (of one project, or all), upcoming only if asked. */
const getUserRehearsals = (userId: number, projectId: number | null, upcoming: boolean) =>
  apiRequest<RepetitionDto[]>(`${projectId ? `/project/${projectId}` : ''}/user/${userId}/repetitions${upcoming ? '?upcoming=1' : ''}`);

const userRehearsalsQuery = (userId: number, projectId: number | null, upcoming: boolean) =>
  queryOptions({ queryKey: rehearsalKeys.user(userId, projectId, upcoming), queryFn: () => getUserRehearsals(userId, projectId, upcoming) });

export const useUserRehearsals = (userId: number | null, projectId: number | null, upcoming: boolean) =>
  useQuery({ ...userRehearsalsQuery(userId ?? 0, projectId, upcoming), enabled: userId !== null });

/** Asks for a user's upcoming rehearsals of every project before the home renders them (its section's `prefetch`). */
export const prefetchUpcomingRehearsals = (client: QueryClient, userId: number): Promise<void> => client.prefetchQuery(userRehearsalsQuery(userId, null, true));
