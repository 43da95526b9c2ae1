import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { notificationKey, notificationsKey } from './keys';

/** PUT /api/notifications/read {ids, read}: bulk mark read or unread; other users' ids are ignored. */
export const markNotifications = (ids: readonly number[], read: boolean): Promise<{ updated: number }> =>
  apiRequest<{ updated: number }>('/notifications/read', { method: 'PUT', body: { ids: [...ids], read } });

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
