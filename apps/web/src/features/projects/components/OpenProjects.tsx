import type { OpenProjectItem } from '@coulisse/shared/schemas/projects';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOpenProjects } from '../api/get-open-projects';
import { WelcomeScreen } from '../routes/WelcomeScreen';

/** The last day one can still register: the later of the two close dates. */
const lastDay = (p: OpenProjectItem) =>
  [p.closedFrom, p.closedOffStage]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) ?? null;

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
      {list.map((project) => (
        <Card key={project.id} withBorder radius="lg" padding="lg" component="article" aria-labelledby={`project-${project.id}`}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Title order={2} size="h3" id={`project-${project.id}`}>
                  {project.name}
                </Title>
                {project.subtitle && <Text c="dimmed">{project.subtitle}</Text>}
              </Stack>
              {!project.registration && (
                <Button component={Link} to={`/projecten/inschrijven/${project.id}`}>
                  {t('projects.register')}
                </Button>
              )}
            </Group>
            {!project.registration && lastDay(project) && <Text size="sm">{t('projects.openUntil', { date: formatDate(lastDay(project)) })}</Text>}
            {project.registration && (
              <Group gap="xs" align="center" wrap="nowrap">
                <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{t('projects.registered')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('projects.registeredOn', {
                      date: formatDate(project.registration.creationDt.slice(0, 10)),
                      location: project.registration.location === 1 ? t('projects.onStage') : t('projects.offStage'),
                    })}
                  </Text>
                </Stack>
                {project.registration.auditioning && (
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t('projectForm.auditionsEnabled')}
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
