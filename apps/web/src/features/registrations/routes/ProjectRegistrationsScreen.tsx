import { Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { CastDto } from '@coulisse/shared/schemas/casting';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar, type ToolbarAction } from '../../../components/ui/Toolbar';
import { useCurrentProject } from '../../../app/project/projectContext';
import { useProjectCasts } from '../../../app/project/api/get-project-casts';
import { useRegistrationForm } from '../api/get-registration-form';
import { useRegistrationsList } from '../components/useRegistrationsList';

const NO_CASTS: readonly CastDto[] = [];

/**
 * `/projecten/{id}/inschrijvingen` (spec 1 §2), the Inschrijvingen tab of the project shell: the
 * project's registrations with filters and export, and — with canCreateRegistrations — the link to
 * the people not registered yet (spec 1 §6). The flags are the caller's in this project.
 */
export function ProjectRegistrationsScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const form = useRegistrationForm(project.id);
  // The cast filter needs the project's casts: read only by whom the casting call lets in.
  const f = project.flags;
  const castsReadable = f.canReadRegistrationsGeneral === true && (f.canReadCasts || f.canReadRoles || f.canReadGroups || f.canReadScenes) === true;
  const casts = useProjectCasts(project.id, castsReadable);
  const config = useRegistrationsList(project.id, project.flags, form.data?.choices ?? [], casts.data ?? NO_CASTS);
  const actions: ToolbarAction[] = project.flags.canCreateRegistrations
    ? [{ key: 'not-registered', label: t('registrations.list.notRegistered'), icon: IconUserPlus, to: `/projecten/${project.id}/inschrijvingen/niet-ingeschreven` }]
    : [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('registrations.title')}
          </Title>
          <Text c="dimmed">{t('registrations.list.intro')}</Text>
        </Stack>
        <Toolbar actions={actions} />
      </Group>
      <ListScreen config={config} />
    </Stack>
  );
}
