import { Alert, Badge, Button, Card, Group, Loader, MultiSelect, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { translateMessage } from '../../../lib/i18n';
import { projectIdParam, useCurrentProject } from '../../../app/project/projectContext';
import { useProjectCasts } from '../../../app/project/api/get-project-casts';
import { useAllParts } from '../api/get-all-parts';
import { useCalled } from '../api/get-called';
import { useScene } from '../api/get-part';
import { useLinkSceneParts, type SceneLinks } from '../api/link-scene-parts';
import type { GroupDto, RoleDto } from '@coulisse/shared/schemas/casting';
import { ScrollTable } from '../../../components/ui/ScrollTable';

/**
 * `/projecten/{id}/scenes/{sceneId}` (spec 2 §2): the scene's roles and groups, to add (at least one
 * selection, spec 2 §5) or remove, and who is called for the scene per cast.
 */
export function SceneDetailScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const sceneId = projectIdParam(useParams().sceneId) ?? 0;
  const scene = useScene(project.id, sceneId);
  const canUpdate = project.flags.canUpdateScenes === true;
  const roles = useAllParts<RoleDto>(project.id, 'role', canUpdate);
  const groups = useAllParts<GroupDto>(project.id, 'group', canUpdate);
  const casts = useProjectCasts(project.id);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [castId, setCastId] = useState<string | null>(null);
  const called = useCalled(project.id, sceneId, castId);
  const links = useLinkSceneParts(project.id, sceneId);
  const run = (b: SceneLinks) =>
    links.mutate(b, {
      onSuccess: (a) => {
        notifications.show({ color: 'green', message: a.message });
        if (b.add) {
          setRoleIds([]);
          setGroupIds([]);
        }
      },
    });
  const addError = links.error instanceof ApiError ? translateMessage(t, links.error.fields.roleIds ?? links.error.message) : links.error ? describeError(t, links.error) : null;

  if (scene.isPending) return <Loader aria-label={t('app.loading')} />;
  if (scene.isError) return <Alert color="red">{describeError(t, scene.error)}</Alert>;
  const s = scene.data;
  const present = new Set([...s.roles.map((r) => `r${r.id}`), ...s.groups.map((g) => `g${g.id}`)]);

  return (
    <Stack gap="md">
      <Button component={Link} to={`/projecten/${project.id}/scenes`} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} w="fit-content">
        {t('app.back')}
      </Button>
      <Stack gap={2}>
        <Title order={2} size="h3">
          {s.identifier} – {s.name}
        </Title>
        {s.sceneGroup && <Text c="dimmed">{t('casting.fields.sceneGroup')}: {s.sceneGroup.identifier} – {s.sceneGroup.name}</Text>}
        {s.description && <Text>{s.description}</Text>}
      </Stack>
      {canUpdate && (
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('casting.scenes.addLinks')}
            </Title>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <MultiSelect
                label={t('casting.fields.roles')}
                searchable
                w={{ base: '100%', sm: 300 }}
                value={roleIds}
                onChange={setRoleIds}
                data={(roles.data ?? []).filter((r) => !present.has(`r${r.id}`)).map((r) => ({ value: String(r.id), label: `${r.identifier} – ${r.name}` }))}
              />
              <MultiSelect
                label={t('casting.fields.groups')}
                searchable
                w={{ base: '100%', sm: 300 }}
                value={groupIds}
                onChange={setGroupIds}
                data={(groups.data ?? []).filter((g) => !present.has(`g${g.id}`)).map((g) => ({ value: String(g.id), label: `${g.identifier} – ${g.name}` }))}
              />
              <Button loading={links.isPending} onClick={() => run({ add: true, roleIds: roleIds.map(Number), groupIds: groupIds.map(Number) })}>
                {t('casting.add')}
              </Button>
            </Group>
            {addError && <Alert color="red">{addError}</Alert>}
          </Stack>
        </Card>
      )}
      {s.roles.length + s.groups.length === 0 ? (
        <Text c="dimmed">{t('casting.empty.links')}</Text>
      ) : (
        <ScrollTable minWidth={320} label={t('casting.scenes.links')}>
          <Table striped>
            <Table.Caption>{t('casting.scenes.links')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('casting.fields.identifier')}</Table.Th>
                <Table.Th scope="col">{t('casting.fields.name')}</Table.Th>
                <Table.Th scope="col">{t('casting.fields.type')}</Table.Th>
                {canUpdate && <Table.Th scope="col" w={60} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...s.roles.map((r) => ({ ...r, kind: 'role' as const })), ...s.groups.map((g) => ({ ...g, kind: 'group' as const }))].map((p) => (
                <Table.Tr key={`${p.kind}${p.id}`}>
                  <Table.Td>{p.identifier}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {p.name}
                  </Table.Th>
                  <Table.Td>
                    <Badge variant="light" color={p.kind === 'role' ? 'blue' : 'grape'}>
                      {t(p.kind === 'role' ? 'casting.fields.role' : 'casting.fields.groupType')}
                    </Badge>
                  </Table.Td>
                  {canUpdate && (
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={`${t('casting.scenes.remove')}: ${p.name}`}
                        onClick={() => run({ add: false, roleIds: p.kind === 'role' ? [p.id] : [], groupIds: p.kind === 'group' ? [p.id] : [] })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={3} size="h5">
              {t('casting.fields.players')}
            </Title>
            <Select
              label={t('casting.fields.cast')}
              clearable
              placeholder={t('list.all')}
              value={castId}
              onChange={setCastId}
              data={(casts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              w={200}
            />
          </Group>
          <Text fz="sm">{(called.data?.users ?? []).map((u) => `${u.firstName} ${u.lastName}`).join(', ') || '–'}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
