import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectUserRightsKey } from '../../../app/project/api/keys';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** POST /api/project/{id}/user/{userId}/access_roles: the complete set of the user's roles in the project. */
const setProjectAccessRoles = (projectId: number, userId: number, accessRoleIds: number[]) =>
  apiRequest<UserRightsAnswer>(`/project/${projectId}/user/${userId}/access_roles`, { method: 'POST', body: { accessRoleIds } });

export function useSetProjectAccessRoles(projectId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessRoleIds: number[]) => setProjectAccessRoles(projectId, userId, accessRoleIds),
    onSuccess: (answer) => {
      queryClient.setQueryData(projectUserRightsKey(projectId, userId), answer);
      // Role counts on the access-role screens change too.
      void queryClient.invalidateQueries({ queryKey: accessRolesKey });
    },
  });
}
