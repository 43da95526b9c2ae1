import { createContext, useContext } from 'react';
import type { ProjectDto } from './api/get-project';

/** The project a screen inside the project shell belongs to, loaded once by the shell. */
export const ProjectContext = createContext<ProjectDto | null>(null);

/** The current project; only for screens rendered by `ProjectShell` (see `projectScreen`). */
export function useCurrentProject(): ProjectDto {
  const project = useContext(ProjectContext);
  if (!project) throw new Error('useCurrentProject outside ProjectShell');
  return project;
}

/** The project id of an address, or null when it holds no valid row id. */
export { rowIdParam as projectIdParam } from '../../lib/ids';
