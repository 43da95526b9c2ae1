import type { SettingsBody } from '@coulisse/shared/schemas/settings';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsForm } from '../components/SettingsForm';

const NO_FIELDS: Record<string, string> = {};

/** `/instellingen` (spec 3 §2): read with canReadSettings, saved with canUpdateSettings. */
export function SettingsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const { user } = useAuth();
  const settings = useSettings();
  const update = useUpdateSettings();
  const [serverFields, setServerFields] = useState(NO_FIELDS);
  const readOnly = user?.flags.canUpdateSettings !== true;

  const save = (values: SettingsBody) => {
    setServerFields(NO_FIELDS);
    update.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('settings.saved') }),
      onError: (failure) => failure instanceof ApiError && setServerFields(failure.fields),
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settingsScreen.intro')}</Text>
      </Stack>
      {readOnly && (
        <Alert color="gray" icon={<IconLock aria-hidden />}>
          {t('settingsScreen.readOnly')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {settings.data ? (
          <SettingsForm settings={settings.data} readOnly={readOnly} saving={update.isPending} onSave={save} serverFields={serverFields} />
        ) : (
          settings.isPending && <Loader aria-label={t('app.loading')} />
        )}
      </Paper>
    </Stack>
  );
}
