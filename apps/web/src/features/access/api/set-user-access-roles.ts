import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey, userRightsKey } from './keys';

/** POST /api/user/{id}/access_roles: the list becomes the user's complete set of global roles. */
const setUserAccessRoles = (userId: number, accessRoleIds: number[]) =>
  apiRequest<UserRightsAnswer>(`/user/${userId}/access_roles`, { method: 'POST', body: { accessRoleIds } });

export function useSetUserAccessRoles(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessRoleIds: number[]) => setUserAccessRoles(userId, accessRoleIds),
    onSuccess: (answer) => {
      queryClient.setQueryData(userRightsKey(userId), answer);
      // Role counts on the access-role screens change too.
      void queryClient.invalidateQueries({ queryKey: accessRolesKey });
    },
  });
}
