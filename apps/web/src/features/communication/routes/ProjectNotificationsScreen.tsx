import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentProject } from '../../../app/project/projectContext';
import { NotificationsList } from '../components/NotificationsList';

/** `/projecten/{id}/meldingen` (spec 2 §2), inside the project shell: the caller's notifications of this project. */
export function ProjectNotificationsScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('notifications.projectTitle')}
      </Title>
      <NotificationsList projectId={project.id} />
    </Stack>
  );
}
