import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadMessages } from '../api/get-unread-messages';
import { TimeAgo } from './TimeAgo';

/** How many unread messages the home lists; the rest are on `/berichten`. */
const SHOWN = 3;

/**
 * The participant's unread project messages on the home (issue 13), newest first, from the same
 * call as the Nieuws badge (kept fresh by its socket event); each opens on `/berichten/{id}`.
 */
export function UnreadSection() {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  const items = (unread.data?.items ?? []).slice(0, SHOWN);
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-unread">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="home-unread">
          {t('home.unread')}
          {unread.data && unread.data.count > 0 ? ` (${unread.data.count})` : ''}
        </Title>
        <Anchor component={Link} to="/berichten" size="sm">
          {t('home.allMessages')}
        </Anchor>
      </Group>
      {unread.isPending ? (
        <Skeleton h={64} radius="md" />
      ) : items.length === 0 ? (
        <Alert color="gray">{t('home.noUnread')}</Alert>
      ) : (
        items.map((item) => (
          <Card key={item.id} withBorder padding="sm" component={Link} to={`/berichten/${item.id}`}>
            <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
              <Text fw={600} fz="sm" lineClamp={1}>
                {item.title}
              </Text>
              <TimeAgo value={item.creationDt} />
            </Group>
            <Text fz="sm" c="dimmed" lineClamp={1}>
              {item.projectName}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
