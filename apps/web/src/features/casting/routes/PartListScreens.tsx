import type { GroupDto, RoleDto, SceneListItem } from '@coulisse/shared/schemas/casting';
import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { RowActions, type RowAction } from '../../../components/ui/list/RowActions';
import { describeError } from '../../../lib/errors';
import { useCurrentProject } from '../../../app/project/projectContext';
import { useCopyGroup } from '../api/copy-group';
import { useDeletePart } from '../api/delete-part';
import { useAllParts } from '../api/get-all-parts';
import type { PartKind } from '../api/keys';
import { PartFormModal, type PartInitial } from '../components/PartFormModal';
import { useGroupsList, useRolesList, useScenesList } from '../components/useCastingLists';

const AREA: Record<PartKind, string> = { role: 'Roles', group: 'Groups', scene: 'Scenes', sceneGroup: 'Scenes' };

/** Form, delete confirmation and the project-scoped rights of one kind of part. */
function usePartEditing(kind: PartKind) {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const can = (action: 'Create' | 'Update' | 'Delete', k: PartKind = kind) => project.flags[`can${action}${AREA[k]}`] === true;
  const [editing, setEditing] = useState<{ kind: PartKind; part: PartInitial | null } | null>(null);
  const [deleting, setDeleting] = useState<{ kind: PartKind; part: PartInitial } | null>(null);
  const remove = useDeletePart(project.id);
  const dialogs = (
    <>
      <PartFormModal projectId={project.id} kind={editing?.kind ?? kind} initial={editing?.part ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('app.delete')}
        message={deleting ? `${deleting.part.identifier} – ${deleting.part.name}` : ''}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: deleting.kind, id: deleting.part.id },
            {
              onSuccess: (a) => {
                notifications.show({ color: 'green', message: a.message });
                setDeleting(null);
              },
              onError: (e) => notifications.show({ color: 'red', message: describeError(t, e) }),
            },
          )
        }
      />
    </>
  );
  return { project, can, setEditing, setDeleting, dialogs, t };
}

function Header({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

/** `/projecten/{id}/rollen` (spec 2 §2): the role list with create, edit, players and delete by project right. */
export function RolesScreen() {
  const { project, can, setEditing, setDeleting, dialogs, t } = usePartEditing('role');
  const actions = useCallback(
    (r: RoleDto) => {
      const list: RowAction[] = [{ key: 'users', label: t('casting.fields.players'), icon: IconUsers, to: `/projecten/${project.id}/rollen/bewerk/${r.id}/gebruikers` }];
      if (can('Update')) list.push({ key: 'edit', label: t('app.edit'), icon: IconPencil, onClick: () => setEditing({ kind: 'role', part: r }) });
      if (can('Delete')) list.push({ key: 'delete', label: t('app.delete'), icon: IconTrash, color: 'red', onClick: () => setDeleting({ kind: 'role', part: r }) });
      return <RowActions rowName={`${r.identifier} ${r.name}`} actions={list} />;
    },
    [can, project.id, setDeleting, setEditing, t],
  );
  const config = useRolesList(project.id, actions);
  return (
    <Stack gap="lg">
      <Header title={t('casting.roles.title')}>
        {can('Create') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'role', part: null })}>
            {t('casting.roles.new')}
          </Button>
        )}
      </Header>
      <ListScreen config={config} />
      {dialogs}
    </Stack>
  );
}

/** `/projecten/{id}/groepen`: groups with copy ('Groep werd succesvol gekopieerd'), members and linked groups. */
export function GroupsScreen() {
  const { project, can, setEditing, setDeleting, dialogs, t } = usePartEditing('group');
  const copy = useCopyGroup(project.id);
  const actions = useCallback(
    (g: GroupDto) => {
      const list: RowAction[] = [{ key: 'users', label: t('casting.fields.members'), icon: IconUsers, to: `/projecten/${project.id}/groepen/bewerk/${g.id}/gebruikers` }];
      if (can('Update')) list.push({ key: 'edit', label: t('app.edit'), icon: IconPencil, onClick: () => setEditing({ kind: 'group', part: g }) });
      if (can('Create'))
        list.push({
          key: 'copy',
          label: t('casting.groups.copy'),
          icon: IconCopy,
          onClick: () => copy.mutate(g.id, { onSuccess: (a) => notifications.show({ color: 'green', message: a.message }), onError: (e) => notifications.show({ color: 'red', message: describeError(t, e) }) }),
        });
      if (can('Delete')) list.push({ key: 'delete', label: t('app.delete'), icon: IconTrash, color: 'red', onClick: () => setDeleting({ kind: 'group', part: g }) });
      return <RowActions rowName={`${g.identifier} ${g.name}`} actions={list} />;
    },
    [can, copy, project.id, setDeleting, setEditing, t],
  );
  const config = useGroupsList(project.id, actions);
  return (
    <Stack gap="lg">
      <Header title={t('casting.groups.title')}>
        {can('Create') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'group', part: null })}>
            {t('casting.groups.new')}
          </Button>
        )}
      </Header>
      <ListScreen config={config} />
      {dialogs}
    </Stack>
  );
}

/** `/projecten/{id}/scenes`: scenes (with their scene group) and the scene groups' own create and edit. */
export function ScenesScreen() {
  const { project, can, setEditing, setDeleting, dialogs, t } = usePartEditing('scene');
  const groups = useAllParts<{ id: number; identifier: string; name: string; description: string | null }>(project.id, 'sceneGroup');
  const actions = useCallback(
    (s: SceneListItem) => {
      const list: RowAction[] = [];
      if (can('Update')) list.push({ key: 'edit', label: t('app.edit'), icon: IconPencil, onClick: () => setEditing({ kind: 'scene', part: s }) });
      if (can('Delete')) list.push({ key: 'delete', label: t('app.delete'), icon: IconTrash, color: 'red', onClick: () => setDeleting({ kind: 'scene', part: s }) });
      return list.length ? <RowActions rowName={`${s.identifier} ${s.name}`} actions={list} /> : null;
    },
    [can, setDeleting, setEditing, t],
  );
  const config = useScenesList(project.id, groups.data ?? [], actions);
  return (
    <Stack gap="lg">
      <Header title={t('casting.scenes.title')}>
        {can('Create') && (
          <>
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'sceneGroup', part: null })}>
              {t('casting.scenes.newGroup')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'scene', part: null })}>
              {t('casting.scenes.new')}
            </Button>
          </>
        )}
      </Header>
      {(groups.data ?? []).length > 0 && (
        <Group gap="xs" aria-label={t('casting.scenes.sceneGroupResource')}>
          {(groups.data ?? []).map((g) => (
            <Button key={g.id} size="compact-sm" variant="light" disabled={!can('Update')} onClick={() => setEditing({ kind: 'sceneGroup', part: g })}>
              {g.identifier} – {g.name}
            </Button>
          ))}
        </Group>
      )}
      <ListScreen config={config} />
      {dialogs}
    </Stack>
  );
}
