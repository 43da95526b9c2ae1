import { ActionIcon, Alert, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useAccessRoleOptions, useProjectUserRights, useSetProjectAccessRoles } from '../api/project-access-roles';

/**
 * The Toegangsrollen tab of a registration (spec 1 §2, needs canReadUserRights): the person's
 * access roles in this project; who manages project rights (canManageProjectRights) adds and
 * removes them through the project access-role calls of `modules/access`.
 */
export function AccessRolesTab({ projectId, userId, canManage }: { projectId: number; userId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const rights = useProjectUserRights(projectId, userId);
  const options = useAccessRoleOptions(canManage);
  const change = useSetProjectAccessRoles(projectId, userId);
  const [adding, setAdding] = useState<string | null>(null);

  if (rights.isPending) return <Loader aria-label={t('app.loading')} />;
  if (rights.isError) return <Alert color="red">{describeError(t, rights.error)}</Alert>;
  const held = rights.data.accessRoles.filter((role) => role.projectId === projectId);
  const heldIds = held.map((role) => role.id);
  const addable = (options.data?.data ?? []).filter((role) => !heldIds.includes(role.id)).map((role) => ({ value: String(role.id), label: role.name }));
  const save = (ids: number[], message: string) =>
    change.mutate(ids, {
      onSuccess: () => {
        setAdding(null);
        notifications.show({ color: 'green', message });
      },
    });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Text c="dimmed">{t('registrations.detail.accessRolesIntro')}</Text>
        {held.length === 0 ? (
          <Text>{t('profileScreen.noAccessRoles')}</Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('registrations.detail.tabs.accessRoles')}>
            {held.map((role) => (
              <Group key={role.id} component="li" justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Text fw={500}>{role.name}</Text>
                {canManage && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('profileScreen.removeRole', { role: role.name })}
                    disabled={change.isPending}
                    onClick={() =>
                      save(
                        heldIds.filter((id) => id !== role.id),
                        t('profileScreen.roleRemoved', { role: role.name }),
                      )
                    }
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {change.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {describeError(t, change.error)}
          </Alert>
        )}
        {canManage && addable.length > 0 && (
          <Group align="flex-end" gap="sm">
            <Select label={t('profileScreen.addRole')} data={addable} value={adding} onChange={setAdding} searchable style={{ flex: 1, minWidth: 200 }} />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!adding}
              loading={change.isPending}
              onClick={() => {
                const role = addable.find((r) => r.value === adding);
                if (role) save([...heldIds, Number(role.value)], t('profileScreen.roleAdded', { role: role.label }));
              }}
            >
              {t('profileScreen.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
