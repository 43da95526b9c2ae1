import type { NotificationItem, UnreadNotifications } from '@coulisse/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { notificationKey, notificationsKey, unreadNotificationsKey } from './keys';

/** PUT /api/notifications/read {ids, read}: bulk mark read or unread; other users' ids are ignored. */
export const markNotifications = (ids: readonly number[], read: boolean): Promise<{ updated: number }> =>
  apiRequest<{ updated: number }>('/notifications/read', { method: 'PUT', body: { ids: [...ids], read } });

/** PUT /api/notifications/read-all: every unread one of the caller, not only the ten in the top bar. */
export const markAllNotificationsRead = (): Promise<{ updated: number }> => apiRequest<{ updated: number }>('/notifications/read-all', { method: 'PUT' });

export function useMarkNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, read }: { ids: readonly number[]; read: boolean }) => markNotifications(ids, read),
    onSuccess: (_answer, { ids, read }) => {
      // An open notification shows its new state without being viewed (and marked read) again.
      for (const id of ids) queryClient.setQueryData<NotificationItem>(notificationKey(id), (item) => item && { ...item, read });
      return queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

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
