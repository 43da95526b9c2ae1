import { CastSwitchTab } from '../../casting/components/CastSwitchTab';
import { UserRehearsalsTab } from '../../rehearsals/components/UserRehearsalsTab';
import { Alert, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { useHomePath, useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { isMissingRegistration, useRegistration } from '../api/get-registration';
import { useProjectFlags } from '../api/get-project-flags';
import { AccessRolesTab } from '../components/AccessRolesTab';
import { DataTab } from '../components/DataTab';
import { idParam, projectRegistrationsPath, registrationPath } from '../components/ids';
import { RegistrationMissing } from '../components/RegistrationMissing';

/** The tabs of a registration (spec 1 §2) with the flag each needs in the project. */
const TABS = [
  { key: 'gegevens', label: 'registrations.detail.tabs.data', flag: null },
  { key: 'rollen', label: 'registrations.detail.tabs.roles', flag: 'canReadUserRoles' },
  { key: 'repetities', label: 'registrations.detail.tabs.repetitions', flag: 'canReadUserRepetitions' },
  { key: 'toegangsrollen', label: 'registrations.detail.tabs.accessRoles', flag: 'canReadUserRights' },
] as const;

/**
 * `/projecten/{id}/inschrijvingen/{registrationId}/{tab}`, titled 'Inschrijving van {name}' (spec 1
 * §2): Gegevens for whoever may read it (the person, staff with registrations read), Rollen,
 * Repetities and Toegangsrollen with their rights in the project. A registration that does not
 * exist, or that the reader may not see, shows the missing-registration message.
 */
export function RegistrationDetailScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const params = useParams();
  const navigate = useNavigate();
  const available = useScreenAvailable();
  const home = useHomePath();
  const projectId = idParam(params.id);
  const registrationId = idParam(params.registrationId);
  const registration = useRegistration(registrationId);
  const flags = useProjectFlags(projectId) ?? {};
  const name = registration.data ? `${registration.data.user.firstName} ${registration.data.user.lastName}` : '';
  usePageTitle(name ? t('registrations.detail.title', { name }) : t('registrations.title'));

  const listPath = projectId !== null && available('/projecten/:id/inschrijvingen') && flags.canReadRegistrations ? projectRegistrationsPath(projectId) : available('/inschrijvingen') ? '/inschrijvingen' : home;
  if (projectId === null || registrationId === null || isMissingRegistration(registration.error) || (registration.data && registration.data.projectId !== projectId)) {
    return <RegistrationMissing backTo={listPath} />;
  }
  if (registration.isPending) return <Loader aria-label={t('app.loading')} />;
  if (registration.isError) return <Alert color="red">{describeError(t, registration.error)}</Alert>;

  const r = registration.data;
  const tabs = TABS.filter((tab) => tab.flag === null || flags[tab.flag] === true);
  const current = tabs.find((tab) => tab.key === (params.tab ?? 'gegevens'));
  if (!current) return <Navigate to={registrationPath(projectId, r.id)} replace />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('registrations.detail.title', { name })}
        </Title>
        <Text c="dimmed">
          {r.projectName} · {t('registrations.detail.registeredOn', { date: formatDateTime(r.creationDt) })}
        </Text>
      </Stack>
      <Tabs value={current.key} onChange={(key) => key && void navigate(registrationPath(projectId, r.id, key))} keepMounted={false}>
        {tabs.length > 1 && (
          <Tabs.List mb="lg" aria-label={t('registrations.detail.tabsLabel', { name })}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        <Tabs.Panel value="gegevens">
          <DataTab registration={r} backTo={r.user.id === user?.id && !flags.canReadRegistrations ? (available('/inschrijvingen') ? '/inschrijvingen' : home) : listPath} />
        </Tabs.Panel>
        <Tabs.Panel value="rollen">
          <CastSwitchTab projectId={projectId} userId={r.user.id} canSwitchRoles={flags.canUpdateRoles === true} canSwitchGroups={flags.canUpdateGroups === true} />
        </Tabs.Panel>
        <Tabs.Panel value="repetities">
          <UserRehearsalsTab userId={r.user.id} projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="toegangsrollen">
          <AccessRolesTab projectId={projectId} userId={r.user.id} canManage={flags.canManageProjectRights === true} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
