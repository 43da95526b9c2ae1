import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';

/** POST /api/project/{id}/accessRole/{roleId}/users {userIds, add}: links (`add` true) or unlinks users in this project. */
const linkProjectRoleUsers = (projectId: number, roleId: number, userIds: number[], add: boolean) =>
  apiRequest<unknown>(`/project/${projectId}/accessRole/${roleId}/users`, { method: 'POST', body: { userIds, add } });

/** Saves the screen's changes (links, then unlinks); the role counts and lists of the settings are read again. */
export function useLinkProjectRoleUsers(projectId: number, roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ add, remove }: { add: number[]; remove: number[] }) => {
      if (add.length) await linkProjectRoleUsers(projectId, roleId, add, true);
      if (remove.length) await linkProjectRoleUsers(projectId, roleId, remove, false);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(projectId) }),
  });
}
