import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { useMailSettings, useSaveMailSettings } from '../api/mail-settings';

/**
 * The profile's mail tab: whether bulk mail reaches the person. Only they may change it (an
 * unsubscribe is theirs to undo); staff with the contact right see it read-only.
 */
export function MailSettingsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settings = useMailSettings(userId);
  const save = useSaveMailSettings();
  const own = user?.id === userId;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('bulkMail.settingsTitle')}
        </Title>
        {settings.isPending && <Loader size="sm" aria-label={t('bulkMail.settingsTitle')} />}
        {settings.isError && (
          <Alert color="red" role="alert">
            {settings.error.message}
          </Alert>
        )}
        {settings.data && (
          <Switch
            label={t('bulkMail.bulkMail')}
            description={t('bulkMail.bulkMailHint')}
            checked={settings.data.bulkMail}
            disabled={!own || save.isPending}
            onChange={(event) =>
              save.mutate({ userId, settings: { bulkMail: event.currentTarget.checked } }, { onSuccess: () => notifications.show({ color: 'green', message: t('bulkMail.settingsSaved') }) })
            }
          />
        )}
        {!own && (
          <Text fz="sm" c="dimmed">
            {t('bulkMail.settingsOwnOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
