import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { useAccessRoleChoices } from '../api/get-access-role-choices';
import { useUserRights } from '../api/get-user-rights';
import { useSetUserAccessRoles } from '../api/set-user-access-roles';
import { HeldAccessRoles } from './HeldAccessRoles';

/**
 * The toegangsrollen tab of a volunteer (`/medewerker/{id}/toegangsrollen`): the user's global access roles. Who may assign roles
 * (canUpdateAccessRoles) adds and removes them here; the list sent is the complete new set.
 */
export function UserAccessRolesTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user: viewer } = useAuth();
  const canManage = viewer?.flags.canUpdateAccessRoles === true;
  const available = useScreenAvailable();
  const rights = useUserRights(userId);
  const choices = useAccessRoleChoices(canManage);
  const change = useSetUserAccessRoles(userId);
  const canOpenRole = available('/toegangsrollen/:id/bewerk');

  return (
    <HeldAccessRoles
      rights={rights}
      projectId={null}
      choices={choices.data?.data ?? []}
      change={change}
      canManage={canManage}
      listLabel={t('profileScreen.tabs.accessRoles')}
      roleLink={canOpenRole ? (id) => `/toegangsrollen/${id}/bewerk` : undefined}
    />
  );
}
