import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inBatches } from '../../../components/ui/list/batches';
import { ALL_VALUE } from '../../../components/ui/list/listState';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { deleteNotifications } from '../api/delete-notifications';
import { notificationsKey } from '../api/keys';
import { markNotifications } from '../api/mark-notifications';
import { NotificationRowActions } from './NotificationRowActions';
import { notificationPlainText } from './notificationText';
import { categoryOptions, useCategoryLabel } from './useCategoryLabel';

export const READ_PARAM = 'read';
/** Spec 1 §9: the list shows the unread ones unless the reader chooses otherwise. */
const READ_DEFAULT = '0';

interface Options {
  /** `/projecten/{id}/meldingen`: only that project's notifications. */
  projectId?: number;
  /** The address that opens a notification over the list, keeping its filters. */
  detailLink: (id: number) => string;
  /** The read filter as the address holds it ('' = the default, unread). */
  readParam: string;
}

/**
 * `/meldingen` and `/projecten/{id}/meldingen` on the list component (spec 2 §2): the caller's own
 * notifications, filters read (default unread), category and text, newest first; mark read or
 * unread per row and in bulk, delete in bulk.
 */
export function useNotificationsList({ projectId, detailLink, readParam }: Options): ListConfig<NotificationItem> {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return useMemo<ListConfig<NotificationItem>>(() => {
    const resource = readParam === ALL_VALUE ? t('notifications.resource') : readParam === '1' ? t('notifications.resourceRead') : t('notifications.resourceUnread');
    const mark = (read: boolean) => async (ids: number[]) => {
      const answers = await inBatches(ids, (batch) => markNotifications(batch, read));
      const updated = answers.reduce((sum, answer) => sum + answer.updated, 0);
      const key = read ? (updated === 1 ? 'notifications.markedRead' : 'notifications.markedReadMany') : updated === 1 ? 'notifications.markedUnread' : 'notifications.markedUnreadMany';
      notifications.show({ color: 'green', message: t(key, { count: updated }) });
    };
    return {
      queryKey: notificationsKey,
      endpoint: '/notifications',
      resource,
      caption: projectId ? t('notifications.projectTitle') : t('notifications.title'),
      rowName: (item) => item.label,
      columns: [
        {
          key: 'label',
          label: t('notifications.label'),
          cell: (item) => (
            <Text component="span" inherit fw={item.read ? 500 : 700}>
              {item.label}
            </Text>
          ),
          primary: true,
        },
        {
          key: 'text',
          label: t('notifications.text'),
          cell: (item) => (
            <Text component="span" inherit lineClamp={2}>
              {notificationPlainText(item.notification)}
            </Text>
          ),
        },
        { key: 'category', label: t('notifications.category'), cell: (item) => categoryLabel(item.category), sortField: 'category' },
        { key: 'creationDt', label: t('notifications.createdAt'), cell: (item) => formatDateTime(item.creationDt), sortField: 'creationDt', width: 160 },
        {
          key: 'status',
          label: t('notifications.status'),
          cell: (item) => (
            <Badge variant={item.read ? 'default' : 'light'} color={item.read ? 'gray' : 'coulisse'}>
              {item.read ? t('notifications.statuses.read') : t('notifications.statuses.unread')}
            </Badge>
          ),
          width: 120,
        },
      ],
      textFilter: t('notifications.searchLabel'),
      filters: [
        {
          kind: 'segmented',
          name: READ_PARAM,
          label: t('notifications.status'),
          options: [
            { value: '0', label: t('notifications.statuses.unread') },
            { value: '1', label: t('notifications.statuses.read') },
          ],
          numeric: true,
          defaultValue: READ_DEFAULT,
        },
        { kind: 'select', name: 'category', label: t('notifications.category'), options: categoryOptions(categoryLabel), numeric: true },
      ],
      fixedFilters: projectId ? { project: projectId } : undefined,
      sortFields: [
        { field: 'creationDt', label: t('notifications.createdAt') },
        { field: 'category', label: t('notifications.category') },
      ],
      defaultSort: 'creationDt:desc',
      bulkActions: [
        { key: 'read', label: t('notifications.markRead'), icon: IconMailOpened, run: mark(true) },
        { key: 'unread', label: t('notifications.markUnread'), icon: IconMail, run: mark(false) },
        {
          key: 'delete',
          label: t('app.delete'),
          icon: IconTrash,
          color: 'red',
          confirm: (count) => ({
            title: t('notifications.confirmDeleteTitle'),
            message: count === 1 ? t('notifications.confirmDelete') : t('notifications.confirmDeleteMany', { count }),
            confirmLabel: t('app.delete'),
          }),
          run: async (ids) => {
            const answers = await inBatches(ids, deleteNotifications);
            const deleted = answers.reduce((sum, answer) => sum + answer.deleted, 0);
            const key = deleted === 1 ? 'success.deleted' : 'success.deleted_plural';
            notifications.show({ color: 'green', message: t(key, { resource: deleted === 1 ? t('notifications.resourceSingle') : t('notifications.resourcePlural') }) });
          },
        },
      ],
      emptyHint:
        readParam === '' ? (
          <Stack gap="xs" align="center">
            <Text c="dimmed" fz="sm">
              {t('notifications.emptyUnreadHint')}
            </Text>
            <Button component={Link} to={`?${READ_PARAM}=${ALL_VALUE}`} replace variant="light">
              {t('notifications.showAll')}
            </Button>
          </Stack>
        ) : undefined,
      rowLink: (item) => detailLink(item.id),
      rowActions: (item) => <NotificationRowActions item={item} />,
    };
  }, [t, categoryLabel, projectId, detailLink, readParam]);
}
