import { rightsFromDto } from '@coulisse/shared/access/rights';
import type { AccessRoleBody } from '@coulisse/shared/schemas/access';
import { Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCreateAccessRole } from '../api/create-access-role';
import { useRightsMatrix } from '../api/get-rights-matrix';
import { AccessRoleForm } from '../components/AccessRoleForm';
import { showSaveError } from '../components/saveFeedback';

const NO_FIELDS: Record<string, string> = {};

/** `/toegangsrollen/nieuw` (spec 3 §2), with canCreateAccessRoles. */
export function NewAccessRoleScreen() {
  const { t } = useTranslation();
  usePageTitle(t('accessRoles.new'));
  const navigate = useNavigate();
  const matrix = useRightsMatrix();
  const create = useCreateAccessRole();
  const [serverFields, setServerFields] = useState(NO_FIELDS);
  const initial = useMemo(() => (matrix.data ? { name: '', description: '', rights: rightsFromDto(matrix.data) } : null), [matrix.data]);

  const save = (body: AccessRoleBody) => {
    setServerFields(NO_FIELDS);
    create.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('success.created', { resource: t('accessRoles.resourceSingle') }) });
        void navigate('/toegangsrollen');
      },
      onError: (error) => showSaveError(t, error, setServerFields),
    });
  };

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
