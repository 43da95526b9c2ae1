import type { RoleUser } from '@coulisse/shared/schemas/access';
import { Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useChangeRoleUsers } from '../api/change-role-users';
import { useAccessRole } from '../api/get-access-role';
import { AddUserPicker } from '../components/AddUserPicker';
import { rowIdParam } from '../../../lib/ids';
import { RoleNotFound } from '../components/RoleNotFound';
import { useRoleUsersList } from '../components/useRoleUsersList';
import { fullName } from '../../../components/ui/UserName';

/** `/toegangsrollen/{id}/gebruikers` (spec 3 §2), with canUpdateAccessRoles: who holds the role globally. */
export function RoleUsersScreen() {
  const { t } = useTranslation();
  const id = rowIdParam(useParams().id);
  const role = useAccessRole(id);
  const roleName = role.data?.name ?? '';
  usePageTitle(t('accessRoles.usersTitle', { name: roleName }));
  const [picking, setPicking] = useState(false);
  const [unlinking, setUnlinking] = useState<RoleUser | null>(null);
  const config = useRoleUsersList(id ?? 0, roleName, setUnlinking);
  const unlink = useChangeRoleUsers(id ?? 0);

  if (id === null || role.isError) return <RoleNotFound />;
  if (role.isPending) return <Loader aria-label={t('app.loading')} />;

  const confirmUnlink = () =>
    unlinking &&
    unlink.mutate(
      { userIds: [unlinking.id], add: false },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('accessRoles.userUnlinked', { name: fullName(unlinking), role: roleName }) }),
        onSettled: () => setUnlinking(null),
      },
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('accessRoles.usersTitle', { name: roleName })}
      </Title>
      <Toolbar
        actions={[
          { key: 'back', label: t('app.back'), icon: IconArrowLeft, to: '/toegangsrollen' },
          { key: 'add', label: t('accessRoles.addUser'), icon: IconUserPlus, onClick: () => setPicking(true), right: 'canUpdateAccessRoles' },
        ]}
      />
      <ListScreen config={config} />
      <AddUserPicker opened={picking} roleId={id} roleName={roleName} onClose={() => setPicking(false)} />
      <ConfirmDialog
        opened={unlinking !== null}
        title={t('accessRoles.confirmUnlinkTitle')}
        message={t('accessRoles.confirmUnlink', { name: unlinking ? fullName(unlinking) : '', role: roleName })}
        confirmLabel={t('accessRoles.removeUser')}
        busy={unlink.isPending}
        onConfirm={confirmUnlink}
        onCancel={() => setUnlinking(null)}
      />
    </Stack>
  );
}
