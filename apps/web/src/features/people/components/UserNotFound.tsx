import { Alert, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath, useScreenAvailable } from '../../../app/screens/ScreenRegistry';

/**
 * A profile that does not exist (any more): spec 1 §2 "Deze gebruiker kon niet worden gevonden"
 * with a back button to /projecten, or / on mobile (each falls back to the user's home when that
 * screen is not there for them).
 */
export function UserNotFound() {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 59.99em)') ?? false;
  const available = useScreenAvailable();
  const home = useHomePath();
  const target = mobile ? '/' : available('/projecten') ? '/projecten' : home;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('profile.notFound')}>
      <Button component={Link} to={target} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} mt="sm">
        {t('app.back')}
      </Button>
    </Alert>
  );
}
