import type { UnreadMessages } from '@coulisse/shared/schemas/communication';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { unreadMessagesKey } from './keys';

/** GET /api/messages/unread: the Nieuws badge count and the newest unread messages. */
const getUnreadMessages = (): Promise<UnreadMessages> => apiRequest<UnreadMessages>('/messages/unread');

/** Kept fresh by the `messages_unread` socket event; asked again on focus in case an event was missed. The badge shows nothing rather than an error. */
const unreadMessagesQuery = queryOptions({ queryKey: unreadMessagesKey, queryFn: getUnreadMessages, refetchOnWindowFocus: true, meta: { silent: true } });

export const useUnreadMessages = () => useQuery(unreadMessagesQuery);

/** Asks for the unread messages before the home renders them (its section's `prefetch`). */
export const prefetchUnreadMessages = (client: QueryClient): Promise<void> => client.prefetchQuery(unreadMessagesQuery);
