import { ageOn } from '@coulisse/shared/rules/age';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { Button, Stack, Text } from '@mantine/core';
import { IconMail, IconUpload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import type { ListColumn, ListConfig, ListFilterWidget } from '../../../components/ui/list/types';
import { formatDate } from '../../../lib/dates';
import type { PersonListItem } from '../api/get-users';
import { useRegistrationProjects } from '../api/get-registration-projects';
import { usersKey } from '../api/keys';
import { MAIL_PATH } from './mailDraft';

/** The registered pattern of a profile tab, to ask whether profiles can be opened at all. */
export const PROFILE_PATTERN = '/medewerker/:id/:tab';
export const IMPORT_PATH = '/medewerkers/importeren';

const dash = (
  <Text component="span" c="dimmed" inherit aria-hidden>
    –
  </Text>
);

/**
 * The `/medewerkers` list (spec 1 §2) on the list component: name, contact, town, age and sex as
 * the caller's rights allow; filters sex, minimum and maximum age, registrations and free text;
 * the xlsx export; checked rows can be mailed.
 */
export function usePeopleList(): ListConfig<PersonListItem> {
  const { t } = useTranslation();
  const { user } = useAuth();
  const available = useScreenAvailable();
  const navigate = useNavigate();
  const flags = user?.flags ?? {};
  const personal = flags.canReadUsersPersonal === true;
  const contact = flags.canReadUsersContact === true;
  const address = flags.canReadUsersAddress === true;
  const registrations = flags.canReadUserRegistrations === true;
  const canImport = flags.canCreateUsers === true && available(IMPORT_PATH);
  const profiles = available(PROFILE_PATTERN);
  const projects = useRegistrationProjects();
  const projectOptions = useMemo(() => (registrations ? projects.data : undefined), [registrations, projects.data]);

  return useMemo<ListConfig<PersonListItem>>(() => {
    const today = todayInBrussels();
    const sexLabel = (sex: number | null) => (sex === null ? dash : t(`signup.sexes.${sex}`));
    const columns: ListColumn<PersonListItem>[] = [
      { key: 'name', label: t('volunteers.name'), cell: (u) => `${u.lastName}, ${u.firstName}`, primary: true, sortField: 'lastName' },
    ];
    if (contact) {
      columns.push(
        { key: 'email', label: t('volunteers.email'), cell: (u) => u.email ?? dash },
        { key: 'phone', label: t('volunteers.phone'), cell: (u) => u.cellPhone ?? u.phoneNumber ?? dash },
      );
    }
    if (address) columns.push({ key: 'city', label: t('volunteers.city'), cell: (u) => u.cityName ?? dash });
    if (personal) {
      columns.push(
        {
          key: 'age',
          label: t('volunteers.age'),
          cell: (u) => {
            const age = u.dateOfBirth ? ageOn(u.dateOfBirth, today) : null;
            return age === null ? dash : <span title={formatDate(u.dateOfBirth)}>{t('volunteers.years', { count: age })}</span>;
          },
          align: 'right',
          width: 90,
        },
        { key: 'sex', label: t('volunteers.sex'), cell: (u) => sexLabel(u.sex), width: 90 },
      );
    }

    const filters: ListFilterWidget[] = [];
    if (personal) {
      filters.push(
        { kind: 'segmented', name: 'sex', label: t('volunteers.sex'), options: ['0', '1', '2'].map((value) => ({ value, label: t(`signup.sexes.${value}`) })), numeric: true },
        { kind: 'number', name: 'minAge', label: t('volunteers.minAge'), min: 0, max: 120 },
        { kind: 'number', name: 'maxAge', label: t('volunteers.maxAge'), min: 0, max: 120 },
      );
    }
    if (registrations) {
      filters.push({
        kind: 'select',
        name: 'registrations',
        label: t('volunteers.registrations'),
        options: [{ value: 'none', label: t('volunteers.registeredNowhere') }, ...(projectOptions ?? []).map((p) => ({ value: String(p.value), label: p.label }))],
        searchable: true,
      });
    }

    return {
      queryKey: usersKey,
      endpoint: '/users',
      resource: t('volunteers.resource'),
      caption: t('volunteers.title'),
      rowName: (u) => `${u.firstName} ${u.lastName}`,
      columns,
      textFilter: t('volunteers.searchLabel'),
      filters,
      sortFields: [
        { field: 'lastName', label: t('volunteers.lastName') },
        { field: 'firstName', label: t('volunteers.firstName') },
        { field: 'creationDt', label: t('volunteers.createdAt') },
      ],
      defaultSort: 'lastName:asc',
      exportPath: '/api/reports/users.xlsx',
      exportRight: 'canExportUsers',
      bulkActions: [
        {
          key: 'mail',
          label: t('volunteers.mailSelection'),
          icon: IconMail,
          right: 'canReadUsersContact',
          run: async (ids) => {
            // The selection travels to the mail screen, which keeps it as its draft.
            await navigate(MAIL_PATH, { state: { recipients: ids } });
          },
        },
      ],
      rowLink: profiles ? (u) => `/medewerker/${u.id}/overzicht` : undefined,
      emptyHint: canImport ? (
        <Stack gap="xs" align="center">
          <Text c="dimmed" fz="sm">
            {t('volunteers.emptyHint')}
          </Text>
          <Button component={Link} to={IMPORT_PATH} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
            {t('importUsers.title')}
          </Button>
        </Stack>
      ) : undefined,
    };
  }, [t, navigate, personal, contact, address, registrations, projectOptions, profiles, canImport]);
}
