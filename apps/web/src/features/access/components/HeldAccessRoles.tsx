import type { UserRightsAnswer } from '@coulisse/shared/schemas/access';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus, IconX } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/errors';

interface Props {
  /** The user's rights answer; only the roles of `projectId` (null: the global ones) are shown. */
  rights: UseQueryResult<UserRightsAnswer>;
  projectId: number | null;
  /** Every role one may add (only asked by who may manage). */
  choices: { id: number; name: string }[];
  /** Saves the complete new set of role ids in this scope. */
  change: UseMutationResult<UserRightsAnswer, Error, number[]>;
  canManage: boolean;
  listLabel: string;
  intro?: ReactNode;
  /** The role's edit screen, when the viewer may open it. */
  roleLink?: (id: number) => string | undefined;
  /** Shows a failed save under the list (else the app's error banner alone tells). */
  showSaveError?: boolean;
  /** Shows the add row only when there is a role left to add. */
  hideAddWhenNone?: boolean;
}

/**
 * The access roles a user holds in one scope (global, or one project): a list with remove
 * buttons and a picker to add one, for who may manage them. The list saved is the complete set.
 */
export function HeldAccessRoles({ rights, projectId, choices, change, canManage, listLabel, intro, roleLink, showSaveError, hideAddWhenNone }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);

  if (rights.isPending) return <Loader aria-label={t('app.loading')} />;
  if (rights.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {describeError(t, rights.error)}
      </Alert>
    );
  }

  const held = rights.data.accessRoles.filter((role) => role.projectId === projectId);
  const heldIds = held.map((role) => role.id);
  const addable = choices.filter((role) => !heldIds.includes(role.id)).map((role) => ({ value: String(role.id), label: role.name }));

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
        {intro && <Text c="dimmed">{intro}</Text>}
        {held.length === 0 ? (
          <Text c={intro ? undefined : 'dimmed'}>{t('profileScreen.noAccessRoles')}</Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={listLabel}>
            {held.map((role) => {
              const link = roleLink?.(role.id);
              return (
                <Group key={role.id} component="li" justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                  {link ? (
                    <Anchor component={Link} to={link} fw={500}>
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
              );
            })}
          </Stack>
        )}
        {showSaveError && change.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {describeError(t, change.error)}
          </Alert>
        )}
        {canManage && !(hideAddWhenNone && addable.length === 0) && (
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
