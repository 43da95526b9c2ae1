import { useTranslation } from 'react-i18next';
import { useProjectUserRights } from '../../../app/project/api/get-project-user-rights';
import { useAccessRoleChoices } from '../api/get-access-role-choices';
import { useSetProjectAccessRoles } from '../api/set-project-access-roles';
import { HeldAccessRoles } from './HeldAccessRoles';

/**
 * The Toegangsrollen tab of a registration (spec 1 §2, needs canReadUserRights): the person's
 * access roles in this project; who manages project rights (canManageProjectRights) adds and
 * removes them through the project access-role calls of `modules/access`.
 */
export function ProjectAccessRolesTab({ projectId, userId, canManage }: { projectId: number; userId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const rights = useProjectUserRights(projectId, userId);
  const options = useAccessRoleChoices(canManage);
  const change = useSetProjectAccessRoles(projectId, userId);

  return (
    <HeldAccessRoles
      rights={rights}
      projectId={projectId}
      choices={options.data?.data ?? []}
      change={change}
      canManage={canManage}
      listLabel={t('registrations.detail.tabs.accessRoles')}
      intro={t('registrations.detail.accessRolesIntro')}
      showSaveError
      hideAddWhenNone
    />
  );
}
