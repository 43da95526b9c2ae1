import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ownProjectsKey } from './keys';

/** A project the caller is registered for: where their roles (`/rollen/{name}`) and rehearsals are. */
export interface OwnProject {
  projectId: number;
  projectName: string;
}

/**
 * GET /api/registrations (spec 1 §7), by project: a participant reads their own registrations
 * there. Someone whose project roles reveal others' registrations gets those too, so the answer is
 * narrowed to the caller's own rows.
 */
const getOwnProjects = async (userId: number): Promise<OwnProject[]> => {
  const answer = await apiRequest<ListAnswer<RegistrationListItem>>('/registrations?items=100&sort=project:asc');
  return answer.data.filter((r) => r.userId === userId).map(({ projectId, projectName }) => ({ projectId, projectName }));
};

const ownProjectsQuery = (userId: number) => queryOptions({ queryKey: ownProjectsKey(userId), queryFn: () => getOwnProjects(userId) });

export const useOwnProjects = (userId: number) => useQuery(ownProjectsQuery(userId));

/** Asks for the user's own projects before the home renders them (its section's `prefetch`). */
export const prefetchOwnProjects = (client: QueryClient, userId: number): Promise<void> => client.prefetchQuery(ownProjectsQuery(userId));
