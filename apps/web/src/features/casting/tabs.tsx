import { lazyNamed } from '../../app/screens/lazyNamed';
import { has, type ProjectPage, type Tab } from '../../app/tabs/tabs';

const SchemeImportTool = lazyNamed(() => import('./components/SchemeImportTool'), 'SchemeImportTool');
const EmployeeCastingTab = lazyNamed(() => import('./components/EmployeeCastingTab'), 'EmployeeCastingTab');
const CastSwitchTab = lazyNamed(() => import('./components/CastSwitchTab'), 'CastSwitchTab');
const OwnProjectsSection = lazyNamed(() => import('./components/OwnProjectsSection'), 'OwnProjectsSection');

export const rolesPage: ProjectPage = { host: 'project', key: 'roles', labelKey: 'casting.roles.title', path: 'rollen', kind: 'tab', order: 30, available: has('canReadRoles') };
export const groupsPage: ProjectPage = { host: 'project', key: 'groups', labelKey: 'casting.groups.title', path: 'groepen', kind: 'tab', order: 40, available: has('canReadGroups') };
export const scenesPage: ProjectPage = { host: 'project', key: 'scenes', labelKey: 'casting.scenes.title', path: 'scenes', kind: 'tab', order: 50, available: has('canReadScenes') };

/**
 * Casting on the pages of others: the project tabs rollen, groepen and scenes and the role scheme
 * tool (spec 2 §2), a volunteer's tabs rollen (30) and scenes (40) (spec 1 §2), and the Rollen tab
 * of a registration, where staff switch casts, and the participant's projects on the home (30).
 */
export const castingTabs: readonly Tab[] = [
  rolesPage,
  groupsPage,
  scenesPage,
  { host: 'projectTool', key: 'schemeImport', order: 50, render: (project) => <SchemeImportTool project={project} /> },
  {
    host: 'profile',
    key: 'rollen',
    labelKey: 'casting.profile.rolesTitle',
    order: 30,
    availableFor: (viewer) => viewer.flags.canReadUserRoles === true,
    render: (userId) => <EmployeeCastingTab userId={userId} />,
  },
  {
    host: 'profile',
    key: 'scenes',
    labelKey: 'casting.profile.scenesTitle',
    order: 40,
    availableFor: (viewer) => viewer.flags.canReadUserScenes === true,
    render: (userId) => <EmployeeCastingTab userId={userId} scenes />,
  },
  {
    host: 'registration',
    key: 'rollen',
    labelKey: 'registrations.detail.tabs.roles',
    order: 20,
    available: has('canReadUserRoles'),
    render: ({ projectId, userId, flags }) => (
      <CastSwitchTab projectId={projectId} userId={userId} canSwitchRoles={flags.canUpdateRoles === true} canSwitchGroups={flags.canUpdateGroups === true} />
    ),
  },
  { host: 'home', key: 'projects', order: 30, render: (user) => <OwnProjectsSection userId={user.id} />,
    preload: OwnProjectsSection.preload,
    prefetch: (client, user) => import('./api/get-own-projects').then(({ prefetchOwnProjects }) => prefetchOwnProjects(client, user.id)),
  },
];
