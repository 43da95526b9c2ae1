import type { AccessRoleListItem } from '@coulisse/shared/schemas/access';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { Toolbar } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useDeleteAccessRole } from '../api/delete-access-role';
import { useAccessRolesList } from '../components/useAccessRolesList';

/** `/toegangsrollen` (spec 3 §2), with canReadAccessRoles. */
export function AccessRolesScreen() {
  const { t } = useTranslation();
  usePageTitle(t('accessRoles.title'));
  const [deleting, setDeleting] = useState<AccessRoleListItem | null>(null);
  const config = useAccessRolesList(setDeleting);
  const remove = useDeleteAccessRole();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('success.deleted', { resource: t('accessRoles.resourceSingle') }) }),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('accessRoles.title')}
      </Title>
      <Toolbar actions={[{ key: 'new', label: t('accessRoles.new'), icon: IconPlus, to: '/toegangsrollen/nieuw', right: 'canCreateAccessRoles' }]} />
      <ListScreen config={config} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('accessRoles.confirmDeleteTitle')}
        message={t('accessRoles.confirmDelete')}
        detail={deleting?.name}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
