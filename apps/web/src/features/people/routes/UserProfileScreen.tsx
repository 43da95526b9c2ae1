import { Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { NotFound } from '../../../components/ui/NotFound';
import { useHomePath, useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ScreenSuspense } from '../../../app/screens/ScreenSuspense';
import { useTabs } from '../../../app/tabs/TabRegistry';
import { Toolbar } from '../../../components/ui/Toolbar';
import { rowIdParam } from '../../../lib/ids';
import { usePageTitle } from '../../../lib/usePageTitle';
import { isMissingUser, useUser } from '../api/get-user';
import { UserAdminActions } from '../components/admin/UserAdminActions';
import { DEFAULT_TAB, tabsFor } from '../components/profileTabs';
import { UserNotFound } from '../components/UserNotFound';


/**
 * `/medewerker/{id}/` and `/medewerker/{id}/{tab}` (spec 1 §2): a volunteer's profile for staff,
 * with the tabs this viewer has and the admin buttons. The overview tab is the three-column profile.
 */
export function UserProfileScreen() {
  const { t } = useTranslation();
  const { user: viewer } = useAuth();
  const params = useParams();
  const navigate = useNavigate();
  const available = useScreenAvailable();
  const home = useHomePath();
  const userId = rowIdParam(params.id);
  const contributed = useTabs('profile');
  const profile = useUser(userId);
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : '';
  usePageTitle(name || t('profileScreen.userTitle'));
  if (!viewer) return null;

  const tabs = userId === null ? [] : tabsFor(viewer, userId, contributed);
  const current = params.tab ?? DEFAULT_TAB;
  const tab = tabs.find((candidate) => candidate.key === current);
  const missing = userId === null || isMissingUser(profile.error);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {name || t('profileScreen.userTitle')}
      </Title>
      {/* A missing user has its own way back (spec 1 §2); one back link is enough. */}
      <Toolbar actions={!missing && available('/medewerkers') ? [{ key: 'back', label: t('app.back'), icon: IconArrowLeft, to: '/medewerkers' }] : []} />
      {profile.data && <UserAdminActions person={profile.data} />}
      {missing ? (
        <UserNotFound />
      ) : !tab ? (
        <NotFound homePath={home} />
      ) : (
        <Tabs value={tab.key} onChange={(key) => key && void navigate(`/medewerker/${userId}/${key}`)} keepMounted={false}>
          {tabs.length > 1 && (
            <Tabs.List mb="lg" aria-label={t('profileScreen.tabsLabel', { name })}>
              {tabs.map((candidate) => (
                <Tabs.Tab key={candidate.key} value={candidate.key}>
                  {t(candidate.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          )}
          <Tabs.Panel value={tab.key}>
            <ScreenSuspense>{tab.render(userId)}</ScreenSuspense>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
