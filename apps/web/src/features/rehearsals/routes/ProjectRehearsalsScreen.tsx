import type { RepetitionListItem } from '@coulisse/shared/schemas/rehearsals';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconCalendar, IconDownload, IconLock, IconLockOpen, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { useCurrentProject } from '../../../app/project/projectContext';
import { useDownload } from '../../../components/ui/list/download';
import { closeRehearsals } from '../api/close-rehearsals';
import { deleteRehearsals } from '../api/delete-rehearsals';
import { rehearsalKeys } from '../api/keys';
import { openRehearsals } from '../api/open-rehearsals';

/** `/projecten/{id}/repetities` (spec 2 §2): the generic list, upcoming by default, with bulk open/close/delete. */
export function ProjectRehearsalsScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const download = useDownload();
  const f = project.flags;
  const config = useMemo<ListConfig<RepetitionListItem>>(
    () => ({
      queryKey: rehearsalKeys.list(project.id),
      endpoint: `/project/${project.id}/repetitions`,
      resource: t('rehearsals.resource'),
      caption: t('rehearsals.title'),
      rowName: (r) => `${r.identifier} ${r.name}`,
      columns: [
        { key: 'identifier', label: t('rehearsals.identifier'), cell: (r) => r.identifier, sortField: 'identifier', width: 90 },
        { key: 'name', label: t('rehearsals.name'), cell: (r) => r.name, primary: true, sortField: 'name' },
        { key: 'when', label: t('rehearsals.when'), cell: (r) => formatDateTime(r.startDt), sortField: 'startDt' },
        { key: 'location', label: t('rehearsals.location'), cell: (r) => r.location },
        { key: 'type', label: t('rehearsals.type'), cell: (r) => r.type },
        { key: 'open', label: t('rehearsals.open'), cell: (r) => <Badge variant="light" color={r.open ? 'green' : 'gray'}>{t(r.open ? 'rehearsals.open' : 'rehearsals.closed')}</Badge>, width: 100 },
      ],
      textFilter: t('rehearsals.searchLabel'),
      filters: [
        {
          kind: 'segmented',
          name: 'past',
          label: t('rehearsals.when'),
          options: [
            { value: '0', label: t('rehearsals.future') },
            { value: '1', label: t('rehearsals.past') },
          ],
          numeric: true,
          defaultValue: '0',
        },
      ],
      sortFields: [
        { field: 'startDt', label: t('rehearsals.when') },
        { field: 'name', label: t('rehearsals.name') },
        { field: 'identifier', label: t('rehearsals.identifier') },
      ],
      defaultSort: 'startDt:asc',
      bulkActions: [
        { key: 'open', label: t('rehearsals.openAction'), icon: IconLockOpen, right: 'canOpenCloseRepetitions', run: openRehearsals },
        { key: 'close', label: t('rehearsals.closeAction'), icon: IconLock, right: 'canOpenCloseRepetitions', run: closeRehearsals },
        {
          key: 'delete',
          label: t('rehearsals.delete'),
          icon: IconTrash,
          color: 'red',
          right: 'canDeleteRepetitions',
          confirm: () => ({ title: t('rehearsals.delete'), message: t('rehearsals.deleteConfirm'), confirmLabel: t('rehearsals.delete') }),
          run: deleteRehearsals,
        },
      ].filter((a) => f[a.right] === true),
      rowLink: (r) => (f.canUpdateRepetitions ? `/repetities/${r.id}/bewerk` : `/repetities/${r.id}/aanwezigheid`),
      rowActions: (r) => (
        <Button component={Link} to={`/repetities/${r.id}/aanwezigheid`} size="compact-sm" variant="subtle">
          {t('rehearsals.attendance')}
        </Button>
      ),
    }),
    [t, project.id, f],
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('rehearsals.title')}
        </Title>
        <Group gap="xs">
          {f.canSeeCalendar && (
            <Button component={Link} to={`/projecten/${project.id}/kalender`} variant="default" leftSection={<IconCalendar size={16} />}>
              {t('rehearsals.calendar')}
            </Button>
          )}
          {f.canExportRepetitions && (
            <>
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download.mutate({ path: '/api/reports/repetitions_complete.xlsx', query: { projectId: String(project.id) } })}>
                {t('rehearsals.downloadAll')}
              </Button>
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download.mutate({ path: '/api/reports/presence_complete.xlsx', query: { projectId: String(project.id) } })}>
                {t('rehearsals.downloadPresence')}
              </Button>
            </>
          )}
          {f.canCreateRepetitions && (
            <Button component={Link} to={`/repetities/nieuw?projectId=${project.id}`} leftSection={<IconPlus size={16} />}>
              {t('rehearsals.new')}
            </Button>
          )}
        </Group>
      </Group>
      <ListScreen config={config} />
    </Stack>
  );
}
