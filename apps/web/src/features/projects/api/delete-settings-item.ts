import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';
import { settingsItemPath, type SettingsKind } from './settings-kinds';

/** DELETE /api/project/{id}/{choice|cast|repetition_type|location}/{itemId}. */
const deleteSettingsItem = (projectId: number, kind: SettingsKind, itemId: number) => apiRequest<void>(settingsItemPath(projectId, kind, itemId), { method: 'DELETE' });

export function useDeleteSettingsItem(projectId: number, kind: SettingsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => deleteSettingsItem(projectId, kind, itemId),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(projectId) }),
  });
}
