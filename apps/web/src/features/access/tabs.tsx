import { lazyNamed } from '../../app/screens/lazyNamed';
import { has, type Tab } from '../../app/tabs/tabs';

const UserAccessRolesTab = lazyNamed(() => import('./components/UserAccessRolesTab'), 'UserAccessRolesTab');
const ProjectAccessRolesTab = lazyNamed(() => import('./components/ProjectAccessRolesTab'), 'ProjectAccessRolesTab');

/** The toegangsrollen tab of a volunteer (60, global roles) and of a registration (the roles in that project). */
export const accessTabs: readonly Tab[] = [
  {
    host: 'profile',
    key: 'toegangsrollen',
    labelKey: 'profileScreen.tabs.accessRoles',
    order: 60,
    availableFor: (viewer, userId) => viewer.id === userId || viewer.flags.canReadUserRights === true || viewer.flags.canUpdateAccessRoles === true,
    render: (userId) => <UserAccessRolesTab userId={userId} />,
  },
  {
    host: 'registration',
    key: 'toegangsrollen',
    labelKey: 'registrations.detail.tabs.accessRoles',
    order: 40,
    available: has('canReadUserRights'),
    render: ({ projectId, userId, flags }) => <ProjectAccessRolesTab projectId={projectId} userId={userId} canManage={flags.canManageProjectRights === true} />,
  },
];
