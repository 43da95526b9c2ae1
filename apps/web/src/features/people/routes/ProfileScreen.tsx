import { Stack, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { ScreenSuspense } from '../../../app/screens/ScreenSuspense';
import { useTabs } from '../../../app/tabs/TabRegistry';
import { Toolbar } from '../../../components/ui/Toolbar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ProfileOverview } from '../components/ProfileOverview';
import { VerifyBanner } from '../components/VerifyBanner';
import { OwnCertificate } from '../components/certificate/OwnCertificate';

/** `/profiel`: the signed-in user's own profile, every section editable (spec 1 §2, §6). */
export function ProfileScreen() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { user } = useAuth();
  // What other areas add to the own profile (the mail setting).
  const own = useTabs('profile').filter((tab) => tab.onOwnProfile);
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Toolbar actions={[{ key: 'changePassword', label: t('menu.changePassword'), icon: IconKey, to: '/verander-wachtwoord' }]} />
      <VerifyBanner userId={user.id} needed={user.shouldVerify} />
      <ProfileOverview userId={user.id} />
      <OwnCertificate />
      {own.map((tab) => (
        <ScreenSuspense key={tab.key}>{tab.render(user.id)}</ScreenSuspense>
      ))}
    </Stack>
  );
}
