import type { OpenProjectItem } from '@coulisse/shared/schemas/projects';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';

/** The last day one can still register: the later of the two close dates. */
const lastDay = (p: OpenProjectItem) =>
  [p.closedFrom, p.closedOffStage]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) ?? null;

/**
 * The projects open for registration: the register button or the own registration beneath, with
 * links to the participant's roles and rehearsals of that project (issue 14).
 */
export function OpenProjectCards({ list, headingOrder = 2 }: { list: readonly OpenProjectItem[]; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <>
      {list.map((project) => (
        <Card key={project.id} withBorder radius="lg" padding="lg" component="article" aria-labelledby={`project-${project.id}`}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Title order={headingOrder} size="h3" id={`project-${project.id}`}>
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
            {project.registration && (
              <Group gap="xs">
                <Button component={Link} to={`/rollen/${encodeURIComponent(project.name)}`} variant="light" size="compact-md" leftSection={<IconMasksTheater size={16} aria-hidden />}>
                  {t('home.roles')}
                </Button>
                <Button component={Link} to={`/repetities/${encodeURIComponent(project.name)}`} variant="light" size="compact-md" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
                  {t('home.rehearsals')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </>
  );
}
