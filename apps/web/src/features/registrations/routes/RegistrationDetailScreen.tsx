import { Alert, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { useProjectFlags } from '../../../app/project/api/get-project-user-rights';
import { useHomePath, useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ScreenSuspense } from '../../../app/screens/ScreenSuspense';
import { useTabs } from '../../../app/tabs/TabRegistry';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/usePageTitle';
import { isMissingRegistration, useRegistration } from '../api/get-registration';
import { DataTab } from '../components/DataTab';
import { idParam, projectRegistrationsPath, registrationPath } from '../components/ids';
import { RegistrationMissing } from '../components/RegistrationMissing';

/** The registration's own tab; Rollen (casting), Repetities (rehearsals) and Toegangsrollen (access) come from the tab registry. */
const DATA_TAB = { key: 'gegevens', labelKey: 'registrations.detail.tabs.data' };

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
  const contributed = useTabs('registration');
  const projectId = idParam(params.id);
  const registrationId = idParam(params.registrationId);
  const registration = useRegistration(registrationId);
  const loadedFlags = useProjectFlags(projectId);
  const flags = loadedFlags ?? {};
  const name = registration.data ? `${registration.data.user.firstName} ${registration.data.user.lastName}` : '';
  usePageTitle(name ? t('registrations.detail.title', { name }) : t('registrations.title'));

  const listPath = projectId !== null && available('/projecten/:id/inschrijvingen') && flags.canReadRegistrations ? projectRegistrationsPath(projectId) : available('/inschrijvingen') ? '/inschrijvingen' : home;
  if (projectId === null || registrationId === null || isMissingRegistration(registration.error) || (registration.data && registration.data.projectId !== projectId)) {
    return <RegistrationMissing backTo={listPath} />;
  }
  // A deep link to a tab (…/rollen) waits for the project flags before deciding the tab exists.
  if (registration.isPending || loadedFlags === undefined) return <Loader aria-label={t('app.loading')} />;
  if (registration.isError) return <Alert color="red">{describeError(t, registration.error)}</Alert>;

  const r = registration.data;
  const others = contributed.filter((tab) => tab.available(flags));
  const tabs = [DATA_TAB, ...others];
  const current = tabs.find((tab) => tab.key === (params.tab ?? DATA_TAB.key));
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
                {t(tab.labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        <Tabs.Panel value={DATA_TAB.key}>
          <DataTab registration={r} backTo={r.user.id === user?.id && !flags.canReadRegistrations ? (available('/inschrijvingen') ? '/inschrijvingen' : home) : listPath} />
        </Tabs.Panel>
        {others.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key}>
            <ScreenSuspense>{tab.render({ projectId, userId: r.user.id, flags })}</ScreenSuspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
