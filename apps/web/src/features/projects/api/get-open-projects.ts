import type { OpenProjectItem } from '@coulisse/shared/schemas/projects';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { openProjectsKey } from './keys';

/** GET /api/projects for a participant: the open projects (at most 100) with their own registration. */
const getOpenProjects = () => apiRequest<{ data: OpenProjectItem[]; total: number }>('/projects?items=100&sort=openFrom:asc');

const openProjectsQuery = () => queryOptions({ queryKey: openProjectsKey, queryFn: getOpenProjects });

export const useOpenProjects = () => useQuery(openProjectsQuery());

/** Asks for them as soon as the session is known (the participant's home, `main.tsx`). */
export const prefetchOpenProjects = (client: QueryClient): Promise<void> => client.prefetchQuery(openProjectsQuery());
