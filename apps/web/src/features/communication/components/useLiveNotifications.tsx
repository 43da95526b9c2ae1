import type { UnreadNotifications } from '@coulisse/shared/schemas/communication';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveEvent } from '../../../lib/liveEvents';
import { notificationsKey, unreadNotificationsKey } from '../api/keys';

/** One notice at a time: a burst of notifications (an import) shows 'U heeft een nieuwe melding ontvangen' once. */
const RECEIVED_NOTICE_ID = 'notification-received';

/**
 * Follows the socket events of the signed-in user's notifications, in every tab: the badge takes
 * the event's unread count at once, the top bar and an open list are asked again, and a new one
 * shows the spec's notice (spec 1 §8).
 */
export function useLiveNotifications(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const follow = (unread: number) => {
    queryClient.setQueryData<UnreadNotifications>(unreadNotificationsKey, (old) => old && { ...old, count: unread });
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  };
  useLiveEvent('notification', ({ unread }) => {
    follow(unread);
    notifications.show({ id: RECEIVED_NOTICE_ID, icon: <IconBell size={18} aria-hidden />, message: t('notificationTexts.received') });
  });
  useLiveEvent('notifications_changed', ({ unread }) => follow(unread));
}
