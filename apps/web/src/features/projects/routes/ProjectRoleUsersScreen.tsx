import type { RoleUser } from '@coulisse/shared/schemas/access';
import { Alert, Button, Checkbox, Group, SegmentedControl, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { UserName } from '../../../components/ui/UserName';
import { useProjectAccessRoles } from '../api/get-project-access-roles';
import { useProjectRoleUsers } from '../api/get-project-role-users';
import { useLinkProjectRoleUsers } from '../api/link-project-role-users';
import { projectIdParam, useCurrentProject } from '../../../app/project/projectContext';

/**
 * `/projecten/{id}/instellingen/toegangsrollen/{accessRoleId}/gebruikers` (spec 2 §2): 'Koppel
 * gebruikers aan toegangsrol' — a checkbox per user, the filter Gekoppeld (Ja = linked, Neen = not
 * linked yet) and 'Sla op', which links the newly ticked users and unlinks the unticked ones in
 * this project (POST /api/project/{id}/accessRole/{roleId}/users, add true / false).
 */
export function ProjectRoleUsersScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const params = useParams();
  const roleId = projectIdParam(params.accessRoleId);
  const roles = useProjectAccessRoles(project.id).data;
  const role = roles?.find((r) => r.id === roleId);
  const [linked, setLinked] = useState<'1' | '0'>('1');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [changes, setChanges] = useState<Map<number, boolean>>(new Map());
  const users = useProjectRoleUsers(project.id, roleId, linked === '1', debounced);
  const link = useLinkProjectRoleUsers(project.id, roleId ?? 0);
  const save = () =>
    link.mutate(
      { add: [...changes].filter(([, on]) => on).map(([id]) => id), remove: [...changes].filter(([, on]) => !on).map(([id]) => id) },
      {
        onSuccess: () => {
          setChanges(new Map());
          notifications.show({ color: 'green', message: t('projectSettings.linksSaved') });
        },
      },
    );

  if (!project.flags.canManageProjectRights) return <Alert color="orange">{t('projects.noAccess')}</Alert>;
  if (roles && !role) return <Alert color="orange">{t('accessRoles.notFound')}</Alert>;
  const checked = (user: RoleUser) => changes.get(user.id) ?? user.linked;
  const toggle = (user: RoleUser, on: boolean) =>
    setChanges((current) => {
      const next = new Map(current);
      if (on === user.linked) next.delete(user.id);
      else next.set(user.id, on);
      return next;
    });

  return (
    <Stack gap="md">
      <Button
        component={Link}
        to={`/projecten/${project.id}/instellingen/toegangsrollen`}
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('projectSettings.backToRoles')}
      </Button>
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('projectSettings.roleUsersTitle')}
        </Title>
        {role && <Text c="dimmed">{role.name}</Text>}
      </Stack>
      <Group gap="md" align="flex-end">
        <TextInput label={t('accessRoles.searchUsers')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={{ base: '100%', sm: 320 }} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="linked-filter">
            {t('projectSettings.linked')}
          </Text>
          <SegmentedControl
            aria-labelledby="linked-filter"
            value={linked}
            onChange={(value) => setLinked(value)}
            data={[
              { value: '1', label: t('app.yes') },
              { value: '0', label: t('app.no') },
            ]}
          />
        </Stack>
        <Button ml={{ sm: 'auto' }} onClick={save} loading={link.isPending} disabled={changes.size === 0}>
          {t('projectSettings.saveLinks')}
        </Button>
      </Group>
      {!users.data ? (
        <Skeleton h={200} radius="lg" />
      ) : users.data.data.length === 0 ? (
        <Text c="dimmed">{t('empty.resourceWithFilters', { resource: t('accessRoles.usersResource') })}</Text>
      ) : (
        <Table striped>
          <Table.Caption>{t('list.total', { count: users.data.total })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('projectSettings.linked')}</Table.Th>
              <Table.Th>{t('accessRoles.userName')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('accessRoles.userEmail')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('list.selectRow', { name: `${user.firstName} ${user.lastName}` })}
                    checked={checked(user)}
                    onChange={(e) => toggle(user, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row" fw={400}>
                  <UserName user={user} />
                </Table.Th>
                <Table.Td visibleFrom="sm">{user.email ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
