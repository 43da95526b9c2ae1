import type { RoleUser } from '@coulisse/shared/schemas/access';
import { notifications } from '@mantine/notifications';
import { IconUserMinus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/list/RowActions';
import { inBatches } from '../../../components/ui/list/batches';
import type { ListConfig } from '../../../components/ui/list/types';
import { changeRoleUsers } from '../api/change-role-users';
import { getRoleUserIds } from '../api/get-role-users';
import { accessRolesKey, roleUsersKey } from '../api/keys';
import { fullName, UserName } from '../../../components/ui/UserName';

/** The users linked to one role, on the list component, with unlink per row and in bulk. */
export function useRoleUsersList(roleId: number, roleName: string, onUnlink: (user: RoleUser) => void): ListConfig<RoleUser> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMemo<ListConfig<RoleUser>>(
    () => ({
      queryKey: roleUsersKey(roleId),
      endpoint: `/access_role/${roleId}/users`,
      resource: t('accessRoles.usersResource'),
      caption: t('accessRoles.usersTitle', { name: roleName }),
      rowName: fullName,
      columns: [
        { key: 'name', label: t('accessRoles.userName'), cell: (user) => <UserName user={user} />, primary: true, sortField: 'lastName' },
        { key: 'email', label: t('accessRoles.userEmail'), cell: (user) => user.email ?? '–', sortField: 'email' },
      ],
      textFilter: t('accessRoles.searchUsers'),
      fixedFilters: { linked: true },
      sortFields: [
        { field: 'lastName', label: t('signup.lastName') },
        { field: 'firstName', label: t('signup.firstName') },
        { field: 'email', label: t('accessRoles.userEmail') },
      ],
      defaultSort: 'lastName:asc',
      selectAll: (filters) => getRoleUserIds(roleId, filters),
      bulkActions: [
        {
          key: 'unlink',
          label: t('accessRoles.removeUser'),
          icon: IconUserMinus,
          color: 'red',
          right: 'canUpdateAccessRoles',
          confirm: (count) => ({ title: t('accessRoles.confirmUnlinkTitle'), message: t('accessRoles.confirmUnlinkMany', { count, role: roleName }), confirmLabel: t('accessRoles.removeUser') }),
          run: async (userIds) => {
            await inBatches(userIds, (batch) => changeRoleUsers(roleId, { userIds: batch, add: false }));
            notifications.show({ color: 'green', message: t('accessRoles.usersUnlinked', { count: userIds.length, role: roleName }) });
            // The user count on the roles list changed too.
            await queryClient.invalidateQueries({ queryKey: accessRolesKey });
          },
        },
      ],
      rowActions: (user) => (
        <RowActions rowName={fullName(user)} actions={[{ key: 'unlink', label: t('accessRoles.removeUser'), icon: IconUserMinus, color: 'red', onClick: () => onUnlink(user), right: 'canUpdateAccessRoles' }]} />
      ),
    }),
    [t, queryClient, roleId, roleName, onUnlink],
  );
}
