import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnProjects } from '../api/get-own-projects';

const named = (name: string) => encodeURIComponent(name);

/**
 * The projects the participant is registered for, each with its two own pages:
 * Mijn rollen (`/rollen/{projectName}`) and Mijn repetities (`/repetities/{projectName}`).
 */
export function OwnProjectsList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const projects = useOwnProjects(userId);
  if (projects.isPending) return <Skeleton h={72} radius="md" />;
  const list = projects.data ?? [];
  if (list.length === 0) return <Alert color="gray">{t('home.noProjects')}</Alert>;
  return (
    <Stack gap="xs">
      {list.map((p) => (
        <Card key={p.projectId} withBorder padding="sm" component="article" aria-label={p.projectName} data-testid="own-project">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{p.projectName}</Text>
            <Group gap="xs">
              <Button component={Link} to={`/rollen/${named(p.projectName)}`} variant="light" size="compact-md" leftSection={<IconMasksTheater size={16} aria-hidden />}>
                {t('home.roles')}
              </Button>
              <Button component={Link} to={`/repetities/${named(p.projectName)}`} variant="light" size="compact-md" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
                {t('home.rehearsals')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
