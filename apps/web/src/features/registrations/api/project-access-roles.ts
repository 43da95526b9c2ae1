import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const key = (projectId: number, userId: number) => ['project', projectId, 'rights', userId] as const;

/** GET /api/project/{id}/user/{userId}/rights: global and project roles, `projectId` telling which. */
export const useProjectUserRights = (projectId: number, userId: number) =>
  useQuery({ queryKey: key(projectId, userId), queryFn: () => apiRequest<UserRightsAnswer>(`/project/${projectId}/user/${userId}/rights`), meta: { silent: true } });

/** The roles one can link (GET /api/access_roles?all=true); only asked by who may manage links. */
export const useAccessRoleOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['access_roles', 'choices'],
    queryFn: () => apiRequest<{ data: { id: number; name: string }[] }>('/access_roles?all=true&sort=name'),
    enabled,
    meta: { silent: true },
  });

/** POST /api/project/{id}/user/{userId}/access_roles: the complete set of the user's roles in the project. */
export function useSetProjectAccessRoles(projectId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accessRoleIds: number[]) => apiRequest<UserRightsAnswer>(`/project/${projectId}/user/${userId}/access_roles`, { method: 'POST', body: { accessRoleIds } }),
    onSuccess: (answer) => client.setQueryData(key(projectId, userId), answer),
  });
}
