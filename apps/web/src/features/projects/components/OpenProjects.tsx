import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOpenProjects } from '../api/get-open-projects';
import { WelcomeScreen } from '../routes/WelcomeScreen';
import { OpenProjectCards } from './OpenProjectCards';

/**
 * Participants' `/projecten` (spec 1 §2, §6; spec 2 §8): the welcome text, then each project open
 * for registration with the register button or, beneath it, their own registration; or 'Er zijn
 * momenteel geen lopende projecten, kom later nog eens een kijkje nemen'.
 */
export function OpenProjects() {
  const { t } = useTranslation();
  const projects = useOpenProjects();
  usePageTitle(t('menu.projects'));
  const list = projects.data?.data ?? [];
  return (
    <Stack gap="lg">
      {projects.isPending ? (
        <Skeleton h={120} radius="lg" />
      ) : list.length === 0 ? (
        // Nothing open: the welcome screen (spec 1 §2) and the empty state of spec 2 §8.
        <>
          <WelcomeScreen />
          <Alert color="coulisse" variant="light">
            {t('projects.noOpenProjects')}
          </Alert>
        </>
      ) : (
        <Title order={1} size="h2">
          {t('projects.title')}
        </Title>
      )}
      <OpenProjectCards list={list} />
    </Stack>
  );
}
