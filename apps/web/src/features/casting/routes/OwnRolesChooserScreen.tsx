import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOwnProjects } from '../api/get-own-projects';
import { OwnProjectsList } from '../components/OwnProjectsList';

/**
 * `/rollen` (the menu's Mijn rollen): the spec only knows `/rollen/{projectName}`, so the menu
 * opens this chooser; with a single project it goes straight to that project's roles.
 */
export function OwnRolesChooserScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const projects = useOwnProjects(user?.id ?? 0);
  usePageTitle(t('menu.myRoles'));
  const only = projects.data?.length === 1 ? projects.data[0] : undefined;
  if (only) return <Navigate to={`/rollen/${encodeURIComponent(only.projectName)}`} replace />;
  return (
    <Stack gap="md" maw={800}>
      <Title order={1} size="h2">
        {t('menu.myRoles')}
      </Title>
      {user && <OwnProjectsList userId={user.id} />}
    </Stack>
  );
}
