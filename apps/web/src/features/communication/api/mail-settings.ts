import type { MailSettings } from '@coulisse/shared/schemas/communication';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailSettingsKey } from './keys';

/** GET /api/user/{id}/mail-settings: whether bulk mail reaches the person. */
const getMailSettings = (userId: number): Promise<MailSettings> => apiRequest<MailSettings>(`/user/${userId}/mail-settings`);
const mailSettingsQuery = (userId: number) => queryOptions({ queryKey: mailSettingsKey(userId), queryFn: () => getMailSettings(userId) });
export const useMailSettings = (userId: number) => useQuery(mailSettingsQuery(userId));

/** PUT /api/user/{id}/mail-settings: only the person themselves. */
const saveMailSettings = ({ userId, settings }: { userId: number; settings: MailSettings }): Promise<MailSettings> =>
  apiRequest<MailSettings>(`/user/${userId}/mail-settings`, { method: 'PUT', body: settings });

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMailSettings, onSuccess: (settings, { userId }) => queryClient.setQueryData(mailSettingsKey(userId), settings) });
}
