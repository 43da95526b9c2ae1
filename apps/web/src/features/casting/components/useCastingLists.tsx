import type { GroupDto, RoleDto, SceneListItem } from '@coulisse/shared/schemas/casting';
import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListConfig } from '../../../components/ui/list/types';
import { castingKey } from '../api/keys';

const dash = (
  <Text component="span" c="dimmed" inherit aria-hidden>
    –
  </Text>
);
const sorts = (t: (k: string) => string) => [
  { field: 'identifier', label: t('casting.fields.identifier') },
  { field: 'name', label: t('casting.fields.name') },
];
const refs = (items: { id: number; identifier: string }[]) =>
  items.length ? (
    <Group gap={4}>
      {items.map((s) => (
        <Badge key={s.id} variant="light" size="sm">
          {s.identifier}
        </Badge>
      ))}
    </Group>
  ) : (
    dash
  );

/** The role list of a project (spec 2 §2), sorted by identifier; export by identifier (spec 2 §9). */
export function useRolesList(projectId: number, rowActions: (row: RoleDto) => React.ReactNode): ListConfig<RoleDto> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      queryKey: castingKey(projectId, 'list', 'role'),
      endpoint: `/project/${projectId}/project_roles`,
      resource: t('casting.roles.resource'),
      caption: t('casting.roles.title'),
      rowName: (r) => `${r.identifier} ${r.name}`,
      columns: [
        { key: 'identifier', label: t('casting.fields.identifier'), cell: (r) => r.identifier, sortField: 'identifier', width: 110 },
        { key: 'name', label: t('casting.fields.name'), cell: (r) => r.name, primary: true, sortField: 'name' },
        { key: 'speaking', label: t('casting.fields.speaking'), cell: (r) => t(r.speaking ? 'app.yes' : 'app.no'), width: 120 },
        { key: 'scenes', label: t('casting.fields.scenes'), cell: (r) => refs(r.scenes) },
        { key: 'players', label: t('casting.fields.players'), cell: (r) => r.usersPerCast.reduce((n, c) => n + c.count, 0), align: 'right', width: 90 },
      ],
      textFilter: t('casting.fields.name'),
      filters: [{ kind: 'segmented', name: 'speaking', label: t('casting.fields.speaking'), options: [{ value: 'true', label: t('app.yes') }, { value: 'false', label: t('app.no') }] }],
      sortFields: sorts(t),
      defaultSort: 'identifier:asc',
      exportPath: `/api/reports/project/${projectId}/project_roles.xlsx`,
      rowLink: (r) => `/projecten/${projectId}/rollen/bewerk/${r.id}/gebruikers`,
      rowActions,
    }),
    [projectId, rowActions, t],
  );
}

export function useGroupsList(projectId: number, rowActions: (row: GroupDto) => React.ReactNode): ListConfig<GroupDto> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      queryKey: castingKey(projectId, 'list', 'group'),
      endpoint: `/project/${projectId}/groups`,
      resource: t('casting.groups.resource'),
      caption: t('casting.groups.title'),
      rowName: (r) => `${r.identifier} ${r.name}`,
      columns: [
        { key: 'identifier', label: t('casting.fields.identifier'), cell: (r) => r.identifier, sortField: 'identifier', width: 110 },
        { key: 'name', label: t('casting.fields.name'), cell: (r) => r.name, primary: true, sortField: 'name' },
        { key: 'linked', label: t('casting.groups.linked'), cell: (r) => refs(r.linkedGroups) },
        { key: 'scenes', label: t('casting.fields.scenes'), cell: (r) => refs(r.scenes) },
        { key: 'members', label: t('casting.fields.members'), cell: (r) => r.users, align: 'right', width: 90 },
      ],
      textFilter: t('casting.fields.name'),
      sortFields: sorts(t),
      defaultSort: 'identifier:asc',
      exportPath: `/api/reports/project/${projectId}/groups.xlsx`,
      rowLink: (r) => `/projecten/${projectId}/groepen/bewerk/${r.id}/gebruikers`,
      rowActions,
    }),
    [projectId, rowActions, t],
  );
}

export function useScenesList(projectId: number, sceneGroups: { id: number; identifier: string; name: string }[], rowActions: (row: SceneListItem) => React.ReactNode): ListConfig<SceneListItem> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      queryKey: castingKey(projectId, 'list', 'scene'),
      endpoint: `/project/${projectId}/scenes`,
      resource: t('casting.scenes.resource'),
      caption: t('casting.scenes.title'),
      rowName: (r) => `${r.identifier} ${r.name}`,
      columns: [
        { key: 'identifier', label: t('casting.fields.identifier'), cell: (r) => r.identifier, sortField: 'identifier', width: 110 },
        { key: 'name', label: t('casting.fields.name'), cell: (r) => r.name, primary: true, sortField: 'name' },
        { key: 'sceneGroup', label: t('casting.fields.sceneGroup'), cell: (r) => sceneGroups.find((g) => g.id === r.sceneGroupId)?.identifier ?? dash },
        { key: 'roles', label: t('casting.fields.roles'), cell: (r) => r.roles, align: 'right', width: 80 },
        { key: 'groups', label: t('casting.fields.groups'), cell: (r) => r.groups, align: 'right', width: 80 },
      ],
      textFilter: t('casting.fields.name'),
      filters: sceneGroups.length
        ? [{ kind: 'select', name: 'sceneGroup', label: t('casting.fields.sceneGroup'), options: [{ value: 'none', label: t('casting.scenes.noGroup') }, ...sceneGroups.map((g) => ({ value: String(g.id), label: `${g.identifier} – ${g.name}` }))] }]
        : [],
      sortFields: sorts(t),
      defaultSort: 'identifier:asc',
      exportPath: `/api/reports/project/${projectId}/scenes.xlsx`,
      rowLink: (r) => `/projecten/${projectId}/scenes/${r.id}`,
      rowActions,
    }),
    [projectId, sceneGroups, rowActions, t],
  );
}
