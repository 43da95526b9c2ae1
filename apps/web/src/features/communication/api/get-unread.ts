import type { UnreadNotifications } from '@coulisse/shared/schemas/communication';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { unreadNotificationsKey } from './keys';

/** GET /api/notifications/unread: the badge count and the newest 10 unread (spec 1 §9). */
const getUnreadNotifications = (): Promise<UnreadNotifications> => apiRequest<UnreadNotifications>('/notifications/unread');

/**
 * Kept fresh by the socket events; asked again when the window regains focus, in case an event
 * was missed while the connection was down. The bell shows no count rather than an error banner.
 */
const unreadNotificationsQuery = () =>
  queryOptions({ queryKey: unreadNotificationsKey, queryFn: getUnreadNotifications, refetchOnWindowFocus: true, meta: { silent: true } });

export const useUnreadNotifications = (enabled = true) => useQuery({ ...unreadNotificationsQuery(), enabled });
