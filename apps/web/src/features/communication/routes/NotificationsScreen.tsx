import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { NotificationsList } from '../components/NotificationsList';

/** `/meldingen` (spec 2 §2): all of the signed-in user's notifications. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('notifications.title')}
        </Title>
        <Text c="dimmed">{t('notifications.intro')}</Text>
      </Stack>
      <NotificationsList />
    </Stack>
  );
}
