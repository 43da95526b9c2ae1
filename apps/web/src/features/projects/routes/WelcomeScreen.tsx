import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useGeneralInfo } from '../api/get-general-info';

/**
 * `/projecten` for participants while no project is open for registration: the welcome screen
 * with the organisation's title and description (spec 1 §2).
 */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const info = useGeneralInfo();
  const title = info.data?.title || t('welcome.title');
  usePageTitle(t('menu.projects'));
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} mt={{ base: 0, sm: 'md' }}>
      <Stack align="center" ta="center" gap="md" py={{ base: 'md', sm: 'xl' }}>
        <ThemeIcon size={64} radius={64} variant="light" color="coulisse" aria-hidden>
          <IconMasksTheater size={34} stroke={1.5} />
        </ThemeIcon>
        {info.isPending ? (
          <Skeleton h={32} w="60%" />
        ) : (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        {info.isPending ? (
          <Skeleton h={20} w="80%" />
        ) : (
          <Text c="dimmed" maw={560} style={{ whiteSpace: 'pre-line' }}>
            {info.data?.description || t('welcome.description')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
