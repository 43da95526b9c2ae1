import { rightsFromDto } from '@coulisse/shared/access/rights';
import { Loader, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCreateAccessRole } from '../api/create-access-role';
import { useRightsMatrix } from '../api/get-rights-matrix';
import { AccessRoleForm } from '../components/AccessRoleForm';
import { useRoleSave } from '../components/useRoleSave';

/** `/toegangsrollen/nieuw` (spec 3 §2), with canCreateAccessRoles. */
export function NewAccessRoleScreen() {
  const { t } = useTranslation();
  usePageTitle(t('accessRoles.new'));
  const matrix = useRightsMatrix();
  const create = useCreateAccessRole();
  const initial = useMemo(() => (matrix.data ? { name: '', description: '', rights: rightsFromDto(matrix.data) } : null), [matrix.data]);

  const { save, serverFields } = useRoleSave(create, 'success.created');

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('accessRoles.new')}
      </Title>
      {matrix.isPending && <Loader aria-label={t('app.loading')} />}
      {matrix.data && initial && <AccessRoleForm initial={initial} areas={matrix.data} saving={create.isPending} serverFields={serverFields} onSave={save} />}
    </Stack>
  );
}
