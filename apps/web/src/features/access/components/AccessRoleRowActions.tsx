import type { AccessRoleListItem } from '@coulisse/shared/schemas/access';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/list/RowActions';
import { useCopyAccessRole } from '../api/copy-access-role';

interface Props {
  role: AccessRoleListItem;
  onDelete: (role: AccessRoleListItem) => void;
}

/** Edit, copy, users and delete, each behind its right (spec 3 §6). */
export function AccessRoleRowActions({ role, onDelete }: Props) {
  const { t } = useTranslation();
  const copy = useCopyAccessRole();
  const duplicate = () => copy.mutate(role.id, { onSuccess: () => notifications.show({ color: 'green', message: t('accessRoles.copied') }) });
  return (
    <RowActions
      rowName={role.name}
      actions={[
        { key: 'edit', label: t('app.edit'), icon: IconPencil, to: `/toegangsrollen/${role.id}/bewerk`, right: 'canUpdateAccessRoles' },
        { key: 'copy', label: t('accessRoles.copy'), icon: IconCopy, onClick: duplicate, loading: copy.isPending, right: 'canCreateAccessRoles' },
        { key: 'users', label: t('accessRoles.users'), icon: IconUsers, to: `/toegangsrollen/${role.id}/gebruikers`, right: 'canUpdateAccessRoles' },
        { key: 'delete', label: t('app.delete'), icon: IconTrash, color: 'red', onClick: () => onDelete(role), right: 'canDeleteAccessRoles' },
      ]}
    />
  );
}
