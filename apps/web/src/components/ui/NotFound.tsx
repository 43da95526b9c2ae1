import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The 404 page (spec 1 §2: text 'errors.notFound'). */
export function NotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fz={64} fw={700} c="coulisse.7" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} size="h2">
        {t('errors.notFound')}
      </Title>
      <Text c="dimmed">{t('errors.notFoundHint')}</Text>
      <Button component={Link} to={homePath}>
        {t('shell.home')}
      </Button>
    </Stack>
  );
}
