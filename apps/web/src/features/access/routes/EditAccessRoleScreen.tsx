import { rightsFromDto } from '@coulisse/shared/access/rights';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Toolbar } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAccessRole } from '../api/get-access-role';
import { useUpdateAccessRole } from '../api/update-access-role';
import { AccessRoleForm } from '../components/AccessRoleForm';
import { useRoleSave } from '../components/useRoleSave';
import { RoleNotFound } from '../components/RoleNotFound';
import { rowIdParam } from '../../../lib/ids';

/** `/toegangsrollen/{id}/bewerk` (spec 3 §2), with canUpdateAccessRoles. */
export function EditAccessRoleScreen() {
  const { t } = useTranslation();
  usePageTitle(t('accessRoles.edit'));
  const id = rowIdParam(useParams().id);
  const role = useAccessRole(id);
  const update = useUpdateAccessRole(id ?? 0);
  const initial = useMemo(() => (role.data ? { name: role.data.name, description: role.data.description, rights: rightsFromDto(role.data.rights) } : null), [role.data]);

  const { save, serverFields } = useRoleSave(update, 'success.updated');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('accessRoles.edit')}
        </Title>
        {role.data && <Text c="dimmed">{role.data.name}</Text>}
      </Stack>
      <Toolbar
        actions={[
          { key: 'back', label: t('app.back'), icon: IconArrowLeft, to: '/toegangsrollen' },
          ...(role.data ? [{ key: 'users', label: t('accessRoles.linkUsers'), icon: IconUsers, to: `/toegangsrollen/${role.data.id}/gebruikers`, right: 'canUpdateAccessRoles' }] : []),
        ]}
      />
      {id !== null && role.isPending && <Loader aria-label={t('app.loading')} />}
      {(id === null || role.isError) && <RoleNotFound />}
      {role.data && initial && <AccessRoleForm key={role.data.id} initial={initial} areas={role.data.rights} saving={update.isPending} serverFields={serverFields} onSave={save} />}
    </Stack>
  );
}
