import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { notificationsKey } from './keys';

/** DELETE /api/notifications {ids}: removes own notifications (spec 1 §4). */
export const deleteNotifications = (ids: readonly number[]): Promise<{ deleted: number }> =>
  apiRequest<{ deleted: number }>('/notifications', { method: 'DELETE', body: { ids: [...ids] } });

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
