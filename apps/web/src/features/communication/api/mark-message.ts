import type { MessageDto, MessageMarkAnswer, UnreadMessages } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { messageKey, messagesKey, unreadMessagesKey } from './keys';

/** POST /api/messages/{id}/opened or /read (spec 2 §7): the caller's own times. */
const markMessage = (id: number, mark: 'opened' | 'read'): Promise<MessageMarkAnswer> => apiRequest<MessageMarkAnswer>(`/messages/${id}/${mark}`, { method: 'POST' });

/** Records opened or read; the open message, the badge and the lists follow. */
export function useMarkMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: 'opened' | 'read') => markMessage(id, mark),
    onSuccess: (answer) => {
      queryClient.setQueryData<MessageDto>(messageKey(id), (m) => m && { ...m, read: true, openedDt: answer.openedDt, readDt: answer.readDt });
      queryClient.setQueryData<UnreadMessages>(unreadMessagesKey, (old) => old && { ...old, count: answer.unread });
      return queryClient.invalidateQueries({ queryKey: messagesKey, predicate: (q) => q.queryKey[1] !== 'message' });
    },
  });
}
