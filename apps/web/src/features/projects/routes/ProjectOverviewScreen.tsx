import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useProjectStatistics } from '../api/get-project-statistics';
import { useCurrentProject } from '../../../app/project/projectContext';

function StatCard({ label, value, detail }: { label: string; value: number | undefined; detail?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={36} w={60} mt={4} />
      ) : (
        <Text fz={32} fw={700} lh={1.2}>
          {value.toLocaleString('nl-BE')}
        </Text>
      )}
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** `/projecten/{id}/overzicht` (spec 2 §2): the project's statistics cards and its dates. */
export function ProjectOverviewScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const stats = useProjectStatistics(project.id).data;
  const dates: [string, string | null][] = [
    ['projectForm.openFrom', project.openFrom],
    ['projectForm.closedFrom', project.closedFrom],
    ['projectForm.closedOffStage', project.closedOffStage],
    ['projectForm.projectClosed', project.projectClosed],
    ['projectForm.rolesOpen', project.rolesOpen],
    ['projectForm.rolesClosed', project.rolesClosed],
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        <StatCard label={t('projectOverview.registrations')} value={stats?.registrations} />
        <StatCard label={t('projectOverview.onStage')} value={stats?.onStage} />
        <StatCard label={t('projectOverview.offStage')} value={stats?.offStage} />
        <StatCard label={t('projectOverview.roles')} value={stats?.roles} />
        <StatCard label={t('projectOverview.groups')} value={stats?.groups} />
        <StatCard label={t('projectOverview.scenes')} value={stats?.scenes} />
        <StatCard
          label={t('projectOverview.repetitions')}
          value={stats?.repetitions.total}
          detail={stats ? `${t('projectOverview.past')}: ${stats.repetitions.past} · ${t('projectOverview.future')}: ${stats.repetitions.future}` : undefined}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('projectOverview.dates')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {dates
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t(key)}
                </Text>
                <Text size="sm" fw={500}>
                  {formatDate(value)}
                </Text>
              </Group>
            ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
