import type { ReactNode } from 'react';
import type { Screen } from '../screens/screens';
import type { ProjectPage } from '../tabs/tabs';
import { projectScreenPath } from './projectNav';
import { lazyNamed } from '../screens/lazyNamed';

// Its own chunk, with the screen: the entry (and so the sign-in screen) never carries the shell's tabs and toolbar.
const ProjectShell = lazyNamed(() => import('./ProjectShell'), 'ProjectShell');

/**
 * A screen inside the project shell: `/projecten/:id/<page path>[/<more>]`, shown with the
 * project's title, toolbar and tabs. `page` is the feature's own `ProjectPage` (listed in its
 * tabs too); `more` adds segments under its path (e.g. `:tab` for the settings tabs). Access
 * follows the caller's flags in the project (checked by the shell and, for every call, by the
 * server), so the screen itself is open to every signed-in user.
 */
export function projectScreen(page: ProjectPage, element: ReactNode, more?: string): Screen {
  const path = projectScreenPath(page.path) + (more ? `/${more}` : '');
  return { path, access: 'signedIn', element: <ProjectShell page={page}>{element}</ProjectShell> };
}
