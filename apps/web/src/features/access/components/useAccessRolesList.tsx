import type { AccessRoleListItem } from '@coulisse/shared/schemas/access';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { inBatches } from '../../../components/ui/list/batches';
import type { ListConfig } from '../../../components/ui/list/types';
import { formatDateTime } from '../../../lib/dates';
import { deleteAccessRoles } from '../api/delete-access-roles';
import { accessRolesKey } from '../api/keys';
import { AccessRoleRowActions } from './AccessRoleRowActions';

/** The `/toegangsrollen` list on the list component: text filter, sorts name and created. */
export function useAccessRolesList(onDelete: (role: AccessRoleListItem) => void): ListConfig<AccessRoleListItem> {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canUpdate = user?.flags.canUpdateAccessRoles === true;
  return useMemo<ListConfig<AccessRoleListItem>>(() => {
    const resourceCount = (count: number) => (count === 1 ? t('accessRoles.resourceSingle') : t('accessRoles.counted', { count }));
    return {
      queryKey: accessRolesKey,
      endpoint: '/access_roles',
      resource: t('accessRoles.resource'),
      caption: t('accessRoles.title'),
      rowName: (role) => role.name,
      columns: [
        { key: 'name', label: t('accessRoles.name'), cell: (role) => role.name, primary: true, sortField: 'name' },
        { key: 'description', label: t('accessRoles.description'), cell: (role) => role.description },
        { key: 'userCount', label: t('accessRoles.userCount'), cell: (role) => role.userCount, align: 'right', width: 150 },
        { key: 'createdAt', label: t('accessRoles.createdAt'), cell: (role) => formatDateTime(role.createdAt), sortField: 'createdAt', width: 170 },
      ],
      textFilter: t('accessRoles.searchLabel'),
      sortFields: [
        { field: 'name', label: t('accessRoles.name') },
        { field: 'createdAt', label: t('accessRoles.createdAt') },
      ],
      defaultSort: 'name:asc',
      bulkActions: [
        {
          key: 'delete',
          label: t('app.delete'),
          icon: IconTrash,
          color: 'red',
          right: 'canDeleteAccessRoles',
          confirm: (count) => ({
            title: t('accessRoles.confirmDeleteTitle'),
            message: count === 1 ? t('accessRoles.confirmDelete') : t('accessRoles.confirmDeleteMany', { count }),
            confirmLabel: t('app.delete'),
          }),
          run: async (ids) => {
            const answers = await inBatches(ids, deleteAccessRoles);
            const deleted = answers.reduce((sum, answer) => sum + answer.deleted, 0);
            const key = deleted === 1 ? 'success.deleted' : 'success.deleted_plural';
            notifications.show({ color: 'green', message: t(key, { resource: resourceCount(deleted) }) });
          },
        },
      ],
      rowLink: canUpdate ? (role) => `/toegangsrollen/${role.id}/bewerk` : undefined,
      rowActions: (role) => <AccessRoleRowActions role={role} onDelete={onDelete} />,
    };
  }, [t, canUpdate, onDelete]);
}
