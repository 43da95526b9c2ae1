import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OwnProjectsList } from './OwnProjectsList';

/** The participant's projects with their roles and rehearsals pages, on the home (issue 13). */
export function OwnProjectsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-projects">
      <Title order={2} size="h3" id="home-projects">
        {t('home.myProjects')}
      </Title>
      <OwnProjectsList userId={userId} />
    </Stack>
  );
}
