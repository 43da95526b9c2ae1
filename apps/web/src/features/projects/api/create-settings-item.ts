import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';
import { settingsItemPath, type SettingsBodyOf, type SettingsDtoOf, type SettingsKind } from './settings-kinds';

/** POST /api/project/{id}/{choices|casts|repetition_types|locations}: a new settings row. */
const createSettingsItem = <K extends SettingsKind>(projectId: number, kind: K, body: SettingsBodyOf[K]) =>
  apiRequest<SettingsDtoOf[K]>(settingsItemPath(projectId, kind), { method: 'POST', body });

/** Refreshes every settings list of the project, also the ones other screens read (rehearsal form). */
export function useCreateSettingsItem<K extends SettingsKind>(projectId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBodyOf[K]) => createSettingsItem(projectId, kind, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(projectId) }),
  });
}
