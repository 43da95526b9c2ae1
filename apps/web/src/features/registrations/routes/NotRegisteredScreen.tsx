import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { useCurrentProject } from '../../../app/project/projectContext';
import { notRegisteredKey } from '../api/keys';
import { projectRegistrationsPath, registerPath } from '../components/ids';

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  cityName: string | null;
}

/**
 * `/projecten/{id}/inschrijvingen/niet-ingeschreven` (spec 1 §2, §6 "Staff … with create-
 * registrations sees a link to not-registered users"): who is not registered yet, each with a
 * button to register them.
 */
export function NotRegisteredScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const projectId = project.id;
  const title = t('registrations.list.notRegisteredTitle', { project: project.name });
  const config = useMemo<ListConfig<UserRow>>(
    () => ({
      queryKey: notRegisteredKey(projectId),
      endpoint: `/project/${projectId}/not-registered`,
      resource: t('registrations.list.notRegisteredResource'),
      caption: title,
      rowName: (u) => `${u.firstName} ${u.lastName}`,
      columns: [
        { key: 'name', label: t('registrations.list.name'), cell: (u) => `${u.lastName}, ${u.firstName}`, primary: true, sortField: 'lastName' },
        { key: 'city', label: t('volunteers.city'), cell: (u) => u.cityName ?? '–' },
      ],
      textFilter: t('volunteers.searchLabel'),
      sortFields: [
        { field: 'lastName', label: t('registrations.list.lastName') },
        { field: 'firstName', label: t('registrations.list.firstName') },
      ],
      defaultSort: 'lastName:asc',
      rowActions: (u) => (
        <Button
          component={Link}
          to={registerPath(projectId, u.id)}
          size="xs"
          variant="light"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          aria-label={t('registrations.list.registerName', { name: `${u.firstName} ${u.lastName}` })}
        >
          {t('registrations.list.register')}
        </Button>
      ),
    }),
    [t, projectId, title],
  );
  if (!project.flags.canCreateRegistrations) return <Alert color="orange">{t('projects.noAccess')}</Alert>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{t('registrations.list.notRegisteredIntro')}</Text>
      </Stack>
      <div>
        <Button component={Link} to={projectRegistrationsPath(projectId)} variant="default" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('app.back')}
        </Button>
      </div>
      <ListScreen config={config} />
    </Stack>
  );
}
