import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeRoleUsers } from '../api/change-role-users';
import { useUnlinkedUsers } from '../api/get-role-users';
import { fullName, UserName } from '../../../components/ui/UserName';

interface Props {
  opened: boolean;
  roleId: number;
  roleName: string;
  onClose: () => void;
}

/** Searches the users not linked to the role yet and links them one by one (spec 3 §2 user-linking screen). */
export function AddUserPicker({ opened, roleId, roleName, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const users = useUnlinkedUsers(roleId, search, opened);
  const link = useChangeRoleUsers(roleId);
  const found = users.data?.data ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title={t('accessRoles.addUserTitle', { name: roleName })} size="lg">
      <Stack gap="md">
        <TextInput type="search" label={t('accessRoles.searchUsers')} value={text} onChange={(event) => setText(event.currentTarget.value)} leftSection={<IconSearch size={16} aria-hidden />} data-autofocus />
        {users.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {users.data && found.length === 0 && <Text c="dimmed">{t('accessRoles.noUnlinkedUsers')}</Text>}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('accessRoles.addUser')} aria-busy={users.isFetching}>
          {found.map((user) => (
            <Group component="li" key={user.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <UserName user={user} />
                {user.email && (
                  <Text fz="xs" c="dimmed" pl={44} truncate>
                    {user.email}
                  </Text>
                )}
              </Stack>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUserPlus size={14} aria-hidden />}
                aria-label={t('accessRoles.linkUser', { name: fullName(user) })}
                loading={link.isPending && link.variables.userIds.includes(user.id)}
                onClick={() =>
                  link.mutate(
                    { userIds: [user.id], add: true },
                    { onSuccess: () => notifications.show({ color: 'green', message: t('accessRoles.userLinked', { name: fullName(user), role: roleName }) }) },
                  )
                }
              >
                {t('accessRoles.link')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
