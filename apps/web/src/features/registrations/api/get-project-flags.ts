import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth/useAuth';
import { apiRequest } from '../../../lib/api';
import { projectFlagsKey } from './keys';

/**
 * The caller's `can…` flags inside one project (global ∪ project roles), from
 * GET /api/project/{id}/user/{me}/rights: the session's flags only hold the global roles.
 */
export function useProjectFlags(projectId: number | null): Record<string, boolean> | undefined {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: projectFlagsKey(projectId ?? 0, user?.id ?? 0),
    queryFn: () => apiRequest<UserRightsAnswer>(`/project/${projectId}/user/${user!.id}/rights`),
    enabled: projectId !== null && user !== null,
    meta: { silent: true },
  });
  if (!user) return undefined;
  // Level 1 holds every right; others wait for their project flags.
  return query.data?.flags ?? (query.isError ? user.flags : undefined);
}
