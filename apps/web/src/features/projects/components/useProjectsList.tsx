import type { ProjectListItem } from '@coulisse/shared/schemas/projects';
import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDate } from '../../../lib/dates';
import { projectsKey } from '../api/keys';

/** Staff's `/projecten` on the list component: name filter, active/inactive as a fixed filter (spec 1 §2, §9). */
export function useProjectsList(inactive: boolean): ListConfig<ProjectListItem> {
  const { t } = useTranslation();
  return useMemo<ListConfig<ProjectListItem>>(
    () => ({
      queryKey: [...projectsKey, 'list'],
      endpoint: '/projects',
      resource: t('projects.resource'),
      caption: t('projects.title'),
      rowName: (p) => p.name,
      columns: [
        { key: 'name', label: t('projects.name'), cell: (p) => p.name, primary: true, sortField: 'name' },
        {
          key: 'period',
          label: t('projects.period'),
          cell: (p) => `${formatDate(p.openFrom)} – ${formatDate([p.closedFrom, p.closedOffStage].filter(Boolean).sort().at(-1) ?? null)}`,
          sortField: 'openFrom',
        },
        { key: 'ends', label: t('projects.ends'), cell: (p) => formatDate(p.projectClosed), sortField: 'projectClosed', width: 140 },
        { key: 'registrations', label: t('projects.registrations'), cell: (p) => p.registrations, align: 'right', width: 140 },
        {
          key: 'state',
          label: t('projects.state'),
          cell: (p) => (
            <Badge color={p.active ? 'green' : 'gray'} variant="light">
              {p.active ? t('projects.active') : t('projects.inactive')}
            </Badge>
          ),
          width: 120,
        },
      ],
      textFilter: t('projects.searchLabel'),
      fixedFilters: { inactive: inactive ? 1 : 0 },
      sortFields: [
        { field: 'openFrom', label: t('projectForm.openFrom') },
        { field: 'name', label: t('projects.name') },
        { field: 'projectClosed', label: t('projects.ends') },
      ],
      defaultSort: 'openFrom:desc',
      emptyHint: inactive ? undefined : t('projects.emptyHint'),
      rowLink: (p) => `/projecten/${p.id}`,
    }),
    [t, inactive],
  );
}
