import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { ageOn } from '@coulisse/shared/rules/age';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { Badge, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListColumn, ListConfig, ListFilterWidget } from '../../../components/ui/list/types';
import { formatDay } from '../../../lib/dates';
import type { ChoiceDto } from '@coulisse/shared/schemas/registrations';
import type { CastDto } from '@coulisse/shared/schemas/casting';
import { projectRegistrationsKey } from '../api/keys';
import { registrationPeople } from '../api/registration-people';
import { registrationPath } from './ids';

const dash = (
  <Text component="span" c="dimmed" inherit aria-hidden>
    –
  </Text>
);

/**
 * `/projecten/{id}/inschrijvingen` (spec 1 §2 §7) on the list component: name, side, preferences,
 * audition, age, sex, part of town, date — each group with its read flag in the project
 * (general, preferred, other); filters sex, ages, side, preference, audition, remarks, talents and
 * text, each only with the flag that reveals its column (the server refuses the others); cast with
 * the general section when the project has casts the caller may read; the xlsx export with
 * canExportRegistrations; Mail on the checked rows with the contact right in the project (the
 * action also needs it globally, as `/medewerkers/mail` does).
 */
export function useRegistrationsList(
  projectId: number,
  flags: Record<string, boolean>,
  choices: readonly ChoiceDto[],
  casts: readonly CastDto[] = [],
): ListConfig<RegistrationListItem> {
  const { t } = useTranslation();
  const general = flags.canReadRegistrationsGeneral === true;
  const preferred = flags.canReadRegistrationsPreferred === true;
  const other = flags.canReadRegistrationsRemarks === true;
  const exports = flags.canExportRegistrations === true;
  const mails = flags.canReadUsersContact === true;
  const navigate = useNavigate();

  return useMemo<ListConfig<RegistrationListItem>>(() => {
    const today = todayInBrussels();
    const yesNo = [
      { value: 'true', label: t('app.yes') },
      { value: 'false', label: t('app.no') },
    ];
    const columns: ListColumn<RegistrationListItem>[] = [{ key: 'name', label: t('registrations.list.name'), cell: (r) => `${r.lastName}, ${r.firstName}`, primary: true, sortField: 'lastName' }];
    const filters: ListFilterWidget[] = [];
    if (general) {
      columns.push(
        {
          key: 'location',
          label: t('registrations.list.location'),
          cell: (r) => (r.location === null ? dash : t(r.location === 1 ? 'registrations.form.onStage' : 'registrations.form.offStage')),
          sortField: 'location',
        },
        {
          key: 'age',
          label: t('registrations.list.age'),
          cell: (r) => {
            const age = r.dateOfBirth ? ageOn(r.dateOfBirth, today) : null;
            return age === null ? dash : t('volunteers.years', { count: age });
          },
          align: 'right',
          width: 90,
        },
        { key: 'sex', label: t('registrations.list.sex'), cell: (r) => (r.sex === null ? dash : t(`signup.sexes.${r.sex}`)), width: 90 },
      );
      filters.push(
        {
          kind: 'segmented',
          name: 'onStage',
          label: t('registrations.list.location'),
          options: [
            { value: '1', label: t('registrations.form.onStage') },
            { value: '0', label: t('registrations.form.offStage') },
          ],
          numeric: true,
        },
        { kind: 'segmented', name: 'sex', label: t('registrations.list.sex'), options: ['0', '1', '2'].map((value) => ({ value, label: t(`signup.sexes.${value}`) })), numeric: true },
        { kind: 'number', name: 'minAge', label: t('registrations.list.minAge'), min: 0, max: 120 },
        { kind: 'number', name: 'maxAge', label: t('registrations.list.maxAge'), min: 0, max: 120 },
      );
      if (casts.length) filters.push({ kind: 'select', name: 'cast', label: t('registrations.list.cast'), options: casts.map((c) => ({ value: String(c.id), label: c.name })), numeric: true });
    }
    if (preferred) {
      columns.push(
        {
          key: 'choices',
          label: t('registrations.list.preferences'),
          cell: (r) =>
            r.choices?.length ? (
              <Group gap={4}>
                {r.choices.map((name) => (
                  <Badge key={name} variant="light" size="sm">
                    {name}
                  </Badge>
                ))}
              </Group>
            ) : (
              dash
            ),
        },
        { key: 'auditioning', label: t('registrations.list.auditioning'), cell: (r) => (r.auditioning === null ? dash : t(r.auditioning ? 'app.yes' : 'app.no')), width: 90 },
      );
      if (choices.length) filters.push({ kind: 'select', name: 'preferred', label: t('registrations.list.preferred'), options: choices.map((c) => ({ value: String(c.id), label: c.name })), numeric: true, searchable: true });
      filters.push({ kind: 'select', name: 'auditioning', label: t('registrations.list.auditioning'), options: yesNo });
    }
    if (other) {
      columns.push({ key: 'partOfTown', label: t('registrations.list.partOfTown'), cell: (r) => r.partOfTown ?? dash });
      filters.push({ kind: 'select', name: 'talents', label: t('registrations.list.withTalents'), options: yesNo }, { kind: 'select', name: 'remarks', label: t('registrations.list.withRemarks'), options: yesNo });
    }
    columns.push({ key: 'creationDt', label: t('registrations.list.registeredOn'), cell: (r) => formatDay(r.creationDt), sortField: 'creationDt' });

    return {
      queryKey: projectRegistrationsKey(projectId),
      endpoint: `/project/${projectId}/registrations`,
      resource: t('registrations.resource'),
      caption: t('registrations.title'),
      rowName: (r) => `${r.firstName} ${r.lastName}`,
      columns,
      textFilter: t('registrations.list.searchLabel'),
      filters,
      sortFields: [
        { field: 'lastName', label: t('registrations.list.lastName') },
        { field: 'firstName', label: t('registrations.list.firstName') },
        { field: 'creationDt', label: t('registrations.list.registeredOn') },
      ],
      defaultSort: 'lastName:asc',
      exportPath: exports ? `/api/reports/project/${projectId}/registrations.xlsx` : undefined,
      rowLink: (r) => registrationPath(projectId, r.id),
      bulkActions: mails
        ? [
            {
              key: 'mail',
              label: t('volunteers.mailSelection'),
              icon: IconMail,
              right: 'canReadUsersContact',
              run: async (ids) => {
                // Checked rows are registrations: the mail screen takes their people, and sends through this project's call.
                const recipients = await registrationPeople(projectId, ids);
                await navigate('/medewerkers/mail', { state: { recipients, projectId, scope: { kind: 'project', id: projectId } } });
              },
            },
          ]
        : undefined,
    };
  }, [t, navigate, projectId, general, preferred, other, exports, mails, choices, casts]);
}
