import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { notificationKey, notificationsKey } from './keys';

/** GET /api/notification/{id}: one own notification; viewing marks it read (spec 1 §4). */
const getNotification = (id: number): Promise<NotificationItem> => apiRequest<NotificationItem>(`/notification/${id}`);

/**
 * Opens a notification. Every opening is a view (staleTime 0), and after it the list and the top
 * bar are refreshed, since the server marked it read.
 */
export function useNotification(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKey(id ?? 0),
    queryFn: async () => {
      const item = await getNotification(id!);
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      return item;
    },
    enabled: id !== null,
    staleTime: 0,
    // The dialog shows its own not-found message.
    meta: { silent: true },
  });
}
