import type { ProjectSettingsBody, ProjectSettingsDto } from '@coulisse/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';

/** PUT /api/project/{id}/settings. */
const saveProjectSettings = (id: number, body: ProjectSettingsBody) =>
  apiRequest<{ message: string; data: ProjectSettingsDto }>(`/project/${id}/settings`, { method: 'PUT', body });

export function useSaveProjectSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSettingsBody) => saveProjectSettings(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(id) }),
  });
}
