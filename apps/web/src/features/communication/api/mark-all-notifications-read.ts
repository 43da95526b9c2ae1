import type { UnreadNotifications } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { notificationsKey, unreadNotificationsKey } from './keys';

/** PUT /api/notifications/read-all: every unread one of the caller, not only the ten in the top bar. */
const markAllNotificationsRead = (): Promise<{ updated: number }> => apiRequest<{ updated: number }>('/notifications/read-all', { method: 'PUT' });

/** Refreshes what `notifications_changed` refreshes in the caller's other tabs: the list and the top bar. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<UnreadNotifications>(unreadNotificationsKey, { count: 0, items: [] });
      return queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}
