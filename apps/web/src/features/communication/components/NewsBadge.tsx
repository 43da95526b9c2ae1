import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../api/get-unread-messages';
import { useLiveMessages } from './useLiveMessages';

/** The unread count beside "Nieuws" in the menu (spec 1 §2 "news (unread badge)"), live over the socket. */
export function NewsBadge() {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  useLiveMessages();
  const count = unread.data?.count ?? 0;
  if (!count) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" aria-label={t('messages.unreadCount', { count })} data-testid="news-unread">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
