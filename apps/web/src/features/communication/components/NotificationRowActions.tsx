import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/list/RowActions';
import { useMarkNotifications } from '../api/mark-notifications';

/** Mark one notification read or unread without opening it. */
export function NotificationRowActions({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const mark = useMarkNotifications();
  return (
    <RowActions
      rowName={item.label}
      actions={[
        item.read
          ? { key: 'unread', label: t('notifications.markUnread'), icon: IconMail, onClick: () => mark.mutate({ ids: [item.id], read: false }), loading: mark.isPending }
          : { key: 'read', label: t('notifications.markRead'), icon: IconMailOpened, onClick: () => mark.mutate({ ids: [item.id], read: true }), loading: mark.isPending },
      ]}
    />
  );
}
