import { ActionIcon, Alert, Anchor, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { describeError } from '../../../lib/errors';
import { useAccessRoleChoices } from '../api/get-access-role-choices';
import { useUserRights } from '../api/get-user-rights';
import { useSetUserAccessRoles } from '../api/set-user-access-roles';

/**
 * The toegangsrollen tab: the user's global access roles. Who may assign roles
 * (canUpdateAccessRoles) adds and removes them here; the list sent is the complete new set.
 */
export function AccessRolesTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user: viewer } = useAuth();
  const canManage = viewer?.flags.canUpdateAccessRoles === true;
  const available = useScreenAvailable();
  const rights = useUserRights(userId);
  const choices = useAccessRoleChoices(canManage);
  const change = useSetUserAccessRoles(userId);
  const [adding, setAdding] = useState<string | null>(null);

  if (rights.isPending) return <Loader aria-label={t('app.loading')} />;
  if (rights.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {describeError(t, rights.error)}
      </Alert>
    );
  }

  const held = rights.data.accessRoles.filter((role) => role.projectId === null);
  const heldIds = held.map((role) => role.id);
  const addable = (choices.data?.data ?? []).filter((role) => !heldIds.includes(role.id)).map((role) => ({ value: String(role.id), label: role.name }));
  const roleLink = (id: number) => `/toegangsrollen/${id}/bewerk`;

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
        {held.length === 0 ? (
          <Text c="dimmed">{t('profileScreen.noAccessRoles')}</Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('profileScreen.tabs.accessRoles')}>
            {held.map((role) => (
              <Group
                key={role.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                {available('/toegangsrollen/:id/bewerk') ? (
                  <Anchor component={Link} to={roleLink(role.id)} fw={500}>
                    {role.name}
                  </Anchor>
                ) : (
                  <Text fw={500}>{role.name}</Text>
                )}
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
        {canManage && (
          <Group align="flex-end" gap="xs">
            <Select
              label={t('profileScreen.addRole')}
              placeholder={t('register.choose')}
              data={addable}
              value={adding}
              onChange={setAdding}
              searchable
              nothingFoundMessage={t('errors.noSearchResults')}
              disabled={change.isPending}
              style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={adding === null}
              loading={change.isPending}
              onClick={() => {
                const role = addable.find((option) => option.value === adding);
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
