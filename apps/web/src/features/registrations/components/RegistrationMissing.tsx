import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec 1 §2: a missing registration shows 'Voor deze gebruiker kon de inschrijving niet worden gevonden' with a back button. */
export function RegistrationMissing({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('registrations.notFound')}>
      <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} mt="sm">
        {t('app.back')}
      </Button>
    </Alert>
  );
}
