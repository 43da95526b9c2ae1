import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { isMissingRegistration, useRegistration } from '../api/get-registration';
import { registrationsKey } from '../api/keys';
import { idParam, registrationPath } from '../components/ids';
import { RegistrationMissing } from '../components/RegistrationMissing';

/** `/inschrijvingen` (spec 1 §2, the mobile menu's registrations): every registration the caller may see. */
export function AllRegistrationsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('registrations.title'));
  const config = useMemo<ListConfig<RegistrationListItem>>(
    () => ({
      queryKey: [...registrationsKey, 'all'],
      endpoint: '/registrations',
      resource: t('registrations.resource'),
      caption: t('registrations.title'),
      rowName: (r) => `${r.firstName} ${r.lastName} (${r.projectName})`,
      columns: [
        { key: 'project', label: t('registrations.list.project'), cell: (r) => r.projectName, primary: true, sortField: 'project' },
        { key: 'name', label: t('registrations.list.name'), cell: (r) => `${r.lastName}, ${r.firstName}`, sortField: 'lastName' },
        {
          key: 'location',
          label: t('registrations.list.location'),
          cell: (r) => (r.location === null ? '–' : t(r.location === 1 ? 'registrations.form.onStage' : 'registrations.form.offStage')),
        },
        { key: 'creationDt', label: t('registrations.list.registeredOn'), cell: (r) => formatDate(r.creationDt), sortField: 'creationDt' },
      ],
      textFilter: t('registrations.list.searchLabel'),
      sortFields: [
        { field: 'creationDt', label: t('registrations.list.registeredOn') },
        { field: 'project', label: t('registrations.list.project') },
        { field: 'lastName', label: t('registrations.list.lastName') },
      ],
      defaultSort: 'creationDt:desc',
      rowLink: (r) => registrationPath(r.projectId, r.id),
    }),
    [t],
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('registrations.title')}
        </Title>
        <Text c="dimmed">{t('registrations.list.allIntro')}</Text>
      </Stack>
      <ListScreen config={config} />
    </Stack>
  );
}

/** `/inschrijvingen/{id}`: opens the registration inside its project. */
export function RegistrationRedirectScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const registration = useRegistration(id);
  if (id === null || isMissingRegistration(registration.error)) return <RegistrationMissing backTo="/inschrijvingen" />;
  if (!registration.data) return <Loader aria-label={t('app.loading')} />;
  return <Navigate to={registrationPath(registration.data.projectId, registration.data.id)} replace />;
}
