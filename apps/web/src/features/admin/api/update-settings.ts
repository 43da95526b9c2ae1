import type { SettingsBody } from '@coulisse/shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { settingsKey } from './get-settings';

/** PUT /api/settings (needs canUpdateSettings). */
const updateSettings = (body: SettingsBody): Promise<SettingsBody> => apiRequest<SettingsBody>('/settings', { method: 'PUT', body });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The welcome screen shows the same title and description.
      void queryClient.invalidateQueries({ queryKey: ['general-info'] });
    },
  });
}
