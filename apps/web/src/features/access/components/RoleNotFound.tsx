import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A role that does not exist (any more): say so and offer the way back to the list. */
export function RoleNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('accessRoles.notFound')}>
      <Button component={Link} to="/toegangsrollen" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} mt="sm">
        {t('accessRoles.backToList')}
      </Button>
    </Alert>
  );
}
