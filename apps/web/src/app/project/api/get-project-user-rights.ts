import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useAuth } from '../../auth/useAuth';
import { projectUserRightsKey } from './keys';

/** GET /api/project/{id}/user/{userId}/rights: a user's global and project roles (`projectId` tells which) and the flags they give there. */
const getProjectUserRights = (projectId: number, userId: number) => apiRequest<UserRightsAnswer>(`/project/${projectId}/user/${userId}/rights`);

// A refusal is the screen's own business (a tab that is not there), not the red banner.
const projectUserRightsQuery = (projectId: number, userId: number) =>
  queryOptions({ queryKey: projectUserRightsKey(projectId, userId), queryFn: () => getProjectUserRights(projectId, userId), meta: { silent: true } });

export const useProjectUserRights = (projectId: number, userId: number) => useQuery(projectUserRightsQuery(projectId, userId));

/**
 * The caller's `can…` flags inside one project (global ∪ project roles): the session's flags only
 * hold the global roles. Undefined while they load; the session's flags if the call fails.
 */
export function useProjectFlags(projectId: number | null): Record<string, boolean> | undefined {
  const { user } = useAuth();
  const query = useQuery({ ...projectUserRightsQuery(projectId ?? 0, user?.id ?? 0), enabled: projectId !== null && user !== null });
  if (!user) return undefined;
  // Level 1 holds every right; others wait for their project flags.
  return query.data?.flags ?? (query.isError ? user.flags : undefined);
}
