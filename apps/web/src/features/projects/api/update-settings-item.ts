import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';
import { settingsItemPath, type SettingsBodyOf, type SettingsDtoOf, type SettingsKind } from './settings-kinds';

/** PUT /api/project/{id}/{choice|cast|repetition_type|location}/{itemId}. */
const updateSettingsItem = <K extends SettingsKind>(projectId: number, kind: K, itemId: number, body: SettingsBodyOf[K]) =>
  apiRequest<SettingsDtoOf[K]>(settingsItemPath(projectId, kind, itemId), { method: 'PUT', body });

export function useUpdateSettingsItem<K extends SettingsKind>(projectId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: SettingsBodyOf[K] }) => updateSettingsItem(projectId, kind, itemId, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(projectId) }),
  });
}
