import type { RoleUsersBody } from '@coulisse/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** POST /api/access_role/{id}/users: links (`add` true) or unlinks the given users. */
export const changeRoleUsers = (id: number, body: RoleUsersBody): Promise<{ userCount: number }> =>
  apiRequest<{ userCount: number }>(`/access_role/${id}/users`, { method: 'POST', body });

export function useChangeRoleUsers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleUsersBody) => changeRoleUsers(id, body),
    // The user count on the roles list changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessRolesKey }),
  });
}
