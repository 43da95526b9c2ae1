import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconUpload, IconUserPlus, IconWifi } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar, type ToolbarAction } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { MAIL_PATH } from '../components/mailDraft';
import { IMPORT_PATH, usePeopleList } from '../components/usePeopleList';

const NEW_PATH = '/medewerkers/nieuw';
export const ONLINE_PATH = '/medewerkers/online';

/** `/medewerkers` (spec 1 §2) with canReadUsers: the list and the staff tools, each behind its right. */
export function PeopleScreen() {
  const { t } = useTranslation();
  usePageTitle(t('volunteers.title'));
  const config = usePeopleList();
  const available = useScreenAvailable();
  // A tool appears only when its screen is part of the app for this user (the screen list decides the right).
  const actions: ToolbarAction[] = [
    { key: 'add', label: t('volunteers.add'), icon: IconUserPlus, to: NEW_PATH, right: 'canCreateUsers' },
    { key: 'mail', label: t('volunteers.mail'), icon: IconMail, to: MAIL_PATH, right: 'canReadUsersContact' },
    { key: 'import', label: t('volunteers.import'), icon: IconUpload, to: IMPORT_PATH, right: 'canCreateUsers' },
    { key: 'online', label: t('volunteers.online'), icon: IconWifi, to: ONLINE_PATH, right: 'canReadUsers' },
  ].filter((action) => available(action.to));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('volunteers.title')}
          </Title>
          <Text c="dimmed">{t('volunteers.intro')}</Text>
        </Stack>
        <Toolbar actions={actions} />
      </Group>
      <ListScreen config={config} />
    </Stack>
  );
}
