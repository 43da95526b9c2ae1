import type { UnreadMessages } from '@coulisse/shared/schemas/communication';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/liveEvents';
import { messagesKey, unreadMessagesKey } from '../api/keys';

/**
 * Follows `messages_unread` on the session socket: a message arrived, or the user opened one in
 * another tab or device. The Nieuws badge takes the count at once; open lists are asked again.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveEvent('messages_unread', ({ unread }) => {
    queryClient.setQueryData<UnreadMessages>(unreadMessagesKey, (old) => old && { ...old, count: unread });
    void queryClient.invalidateQueries({ queryKey: messagesKey, predicate: (q) => q.queryKey[1] !== 'unread' && q.queryKey[1] !== 'message' });
  });
}
