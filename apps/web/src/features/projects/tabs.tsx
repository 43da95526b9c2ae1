import type { RightFlags } from '@coulisse/shared/access/flags';
import { lazyNamed } from '../../app/screens/lazyNamed';
import { has, type ProjectPage, type Tab } from '../../app/tabs/tabs';

const CopyProjectTool = lazyNamed(() => import('./components/ProjectTools'), 'CopyProjectTool');
const DeleteProjectTool = lazyNamed(() => import('./components/ProjectTools'), 'DeleteProjectTool');

/** Settings exist for whoever may change any of the settings tabs (see `components/settingsTabs.ts`). */
const canOpenSettings = (f: RightFlags): boolean =>
  f.canUpdateProjects === true || f.canReadCasts === true || f.canReadRepetitionTypes === true || f.canReadLocations === true || f.canManageProjectRights === true;

export const overviewPage: ProjectPage = { host: 'project', key: 'overview', labelKey: 'projects.nav.overview', path: 'overzicht', kind: 'tab', order: 10, available: has('canReadProjects') };
export const editPage: ProjectPage = { host: 'project', key: 'edit', labelKey: 'projects.nav.edit', path: 'bewerk', kind: 'action', order: 10, available: has('canUpdateProjects') };
export const settingsPage: ProjectPage = { host: 'project', key: 'settings', labelKey: 'projects.nav.settings', path: 'instellingen', kind: 'action', order: 90, available: canOpenSettings };

/** The project page's own tab and toolbar entries; the other areas add theirs (spec 2 §2). */
export const projectsTabs: readonly Tab[] = [
  overviewPage,
  editPage,
  settingsPage,
  { host: 'projectTool', key: 'copy', order: 10, render: (project) => <CopyProjectTool project={project} /> },
  { host: 'projectTool', key: 'delete', order: 90, render: (project) => <DeleteProjectTool project={project} /> },
];
