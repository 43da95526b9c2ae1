import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNotifications } from '../api/get-unread';
import { NOTIFICATIONS_PATH, notificationPath } from './NotificationBell';
import { notificationPlainText } from './notificationText';
import { TimeAgo } from './TimeAgo';

/** How many unread notifications the home lists; the rest are on `/meldingen`. */
const SHOWN = 3;

/**
 * The participant's unread notifications on the home (issue 13). The messages area (`/berichten`)
 * is not part of the app yet, so the home shows what GET /api/notifications/unread answers; each
 * opens on `/meldingen`, which marks it read.
 */
export function UnreadSection() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const items = (unread.data?.items ?? []).slice(0, SHOWN);
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-unread">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="home-unread">
          {t('home.unread')}
          {unread.data && unread.data.count > 0 ? ` (${unread.data.count})` : ''}
        </Title>
        <Anchor component={Link} to={NOTIFICATIONS_PATH} size="sm">
          {t('home.allNotifications')}
        </Anchor>
      </Group>
      {unread.isPending ? (
        <Skeleton h={64} radius="md" />
      ) : items.length === 0 ? (
        <Alert color="gray">{t('home.noUnread')}</Alert>
      ) : (
        items.map((item) => (
          <Card key={item.id} withBorder padding="sm" component={Link} to={notificationPath(item.id)}>
            <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
              <Text fw={600} fz="sm" lineClamp={1}>
                {item.label}
              </Text>
              <TimeAgo value={item.creationDt} />
            </Group>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {notificationPlainText(item.notification)}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
