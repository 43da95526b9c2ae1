import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { Toolbar } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useUser } from '../api/get-user';
import { ProfileColumns } from '../components/ProfileColumns';

/** `/profiel`: the signed-in user's own data, read-only (spec 1 §2 "Profile screen"). */
export function ProfileScreen() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { user } = useAuth();
  const profile = useUser(user?.id ?? 0);
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Toolbar actions={[{ key: 'changePassword', label: t('menu.changePassword'), icon: IconKey, to: '/verander-wachtwoord' }]} />
      {user.shouldVerify && (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />}>
          {t('auth.verifyRestricted')}
        </Alert>
      )}
      {profile.isPending && <Loader aria-label={t('app.loading')} />}
      {profile.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('profile.notFound')}>
          <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} mt="sm">
            {t('app.back')}
          </Button>
        </Alert>
      )}
      {profile.data && <ProfileColumns profile={profile.data} showSince={user.level === 1 || user.level === 2} />}
    </Stack>
  );
}
