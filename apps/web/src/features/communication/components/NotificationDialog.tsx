import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMail, IconTrash, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteNotifications } from '../api/delete-notifications';
import { useNotification } from '../api/get-notification';
import { useMarkNotifications } from '../api/mark-notifications';
import { NotificationText } from './NotificationText';
import { TimeAgo } from './TimeAgo';
import { useCategoryLabel } from './useCategoryLabel';

/**
 * One notification over the list (`?melding=12`): opening it marks it read (spec 1 §4). From here
 * it can be marked unread again, deleted, or followed to the person it is about.
 */
export function NotificationDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const item = useNotification(id);
  const mark = useMarkNotifications();
  const remove = useDeleteNotifications();
  const categoryLabel = useCategoryLabel();
  const canOpenProfiles = useScreenAvailable()('/medewerker/:id');
  const [confirming, setConfirming] = useState(false);
  const mobile = useMediaQuery('(max-width: 59.99em)', false, { getInitialValueInEffect: false });
  const data = item.data;

  const markUnread = () =>
    data &&
    mark.mutate(
      { ids: [data.id], read: false },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('notifications.markedUnread') });
          onClose();
        },
      },
    );
  const confirmDelete = () =>
    data &&
    remove.mutate([data.id], {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('success.deleted', { resource: t('notifications.resourceSingle') }) });
        setConfirming(false);
        onClose();
      },
    });

  return (
    <>
      <Modal opened={id !== null && !confirming} onClose={onClose} title={data?.label ?? t('notifications.title')} size="lg" fullScreen={mobile}>
        {item.isPending && <Loader aria-label={t('app.loading')} />}
        {item.isError && <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('notifications.notFound')} />}
        {data && (
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{categoryLabel(data.category)}</Badge>
              <Text fz="sm" c="dimmed">
                {t('notifications.receivedOn', { date: formatDateTime(data.creationDt) })}
              </Text>
              <TimeAgo value={data.creationDt} />
            </Group>
            <NotificationText html={data.notification} />
            {data.subjectUserId !== null && canOpenProfiles && (
              <Anchor component={Link} to={`/medewerker/${data.subjectUserId}`} fw={600}>
                <Group gap={6} component="span">
                  <IconUser size={16} aria-hidden />
                  {t('notifications.toProfile')}
                </Group>
              </Anchor>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                {t('app.delete')}
              </Button>
              {data.read && (
                <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} loading={mark.isPending} onClick={markUnread}>
                  {t('notifications.markUnread')}
                </Button>
              )}
              <Button onClick={onClose}>{t('app.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={t('notifications.confirmDeleteTitle')}
        message={t('notifications.confirmDelete')}
        detail={data?.label}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
