import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../app/layout/NotFound';
import { useHomePath } from '../../../app/screens/ScreenRegistry';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar, type ToolbarAction } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useProjectFlags } from '../api/get-project-flags';
import { useRegistrationForm } from '../api/get-registration-form';
import { idParam } from '../components/ids';
import { useRegistrationsList } from '../components/useRegistrationsList';

function RegistrationsList({ projectId, flags }: { projectId: number; flags: Record<string, boolean> }) {
  const form = useRegistrationForm(projectId);
  const config = useRegistrationsList(projectId, flags, form.data?.choices ?? []);
  return <ListScreen config={config} />;
}

/** `/projecten/{id}/inschrijvingen` (spec 1 §2): the project's registrations with filters and export. */
export function ProjectRegistrationsScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const home = useHomePath();
  const projectId = idParam(params.id);
  const flags = useProjectFlags(projectId);
  const project = useRegistrationForm(projectId);
  const title = project.data ? t('registrations.titleOf', { project: project.data.project.name }) : t('registrations.title');
  usePageTitle(title);
  if (projectId === null || (project.error && !project.data)) return <NotFound homePath={home} />;
  if (!flags) return <Loader aria-label={t('app.loading')} />;
  if (!flags.canReadRegistrations) return <NotFound homePath={home} />;

  // Project-level flags decide: the session's flags only hold the global roles.
  const actions: ToolbarAction[] = [];
  if (flags.canCreateRegistrations) actions.push({ key: 'not-registered', label: t('registrations.list.notRegistered'), icon: IconUserPlus, to: `/projecten/${projectId}/inschrijvingen/niet-ingeschreven` });
  if (flags.canCopyRegistrations) actions.push({ key: 'copy', label: t('registrations.list.copy'), icon: IconCopy, to: `/projecten/${projectId}/kopieer-deelnemers` });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('registrations.list.intro')}</Text>
        </Stack>
        <Toolbar actions={actions} />
      </Group>
      <RegistrationsList projectId={projectId} flags={flags} />
    </Stack>
  );
}
