import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../app/layout/NotFound';
import { useHomePath } from '../../../app/screens/ScreenRegistry';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useProjectFlags } from '../api/get-project-flags';
import { useRegistrationForm } from '../api/get-registration-form';
import { notRegisteredKey } from '../api/keys';
import { idParam, projectRegistrationsPath, registerPath } from '../components/ids';

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
  const params = useParams();
  const home = useHomePath();
  const projectId = idParam(params.id);
  const flags = useProjectFlags(projectId);
  const project = useRegistrationForm(projectId);
  const title = project.data ? t('registrations.list.notRegisteredTitle', { project: project.data.project.name }) : t('registrations.list.notRegistered');
  usePageTitle(title);
  const config = useMemo<ListConfig<UserRow>>(
    () => ({
      queryKey: notRegisteredKey(projectId ?? 0),
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
          to={registerPath(projectId ?? 0, u.id)}
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
  if (projectId === null) return <NotFound homePath={home} />;
  if (!flags) return <Loader aria-label={t('app.loading')} />;
  if (!flags.canCreateRegistrations) return <NotFound homePath={home} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
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
