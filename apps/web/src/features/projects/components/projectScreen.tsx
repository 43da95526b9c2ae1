import type { ReactNode } from 'react';
import type { Screen } from '../../../app/screens/screens';
import { PROJECT_NAV, projectScreenPath } from '../projectNav';
import { ProjectShell } from './ProjectShell';

/**
 * A screen inside the project shell: `/projecten/:id/<entry path>[/<more>]`, shown with the
 * project's title, toolbar and tabs. `page` is the `PROJECT_NAV` key; `more` adds segments under the
 * entry's path (e.g. `:tab` for the settings tabs). Access follows the caller's flags in the
 * project (checked by the shell and, for every call, by the server), so the screen itself is open
 * to every signed-in user.
 */
export function projectScreen(page: string, element: ReactNode, more?: string): Screen {
  const entry = PROJECT_NAV.find((e) => e.key === page);
  if (!entry) throw new Error(`No project nav entry "${page}"`);
  const path = projectScreenPath(entry.path) + (more ? `/${more}` : '');
  return { path, access: 'signedIn', element: <ProjectShell page={page}>{element}</ProjectShell> };
}
