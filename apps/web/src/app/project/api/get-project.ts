import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { projectKey } from './keys';

export type { ProjectDto };

/** GET /api/project/{id}: the project, its state, whether the caller is registered and the caller's flags there. */
const getProject = (id: number): Promise<ProjectDto> => apiRequest<ProjectDto>(`/project/${id}`);

// A missing project is shown on the screen itself, not in the red banner.
const projectQuery = (id: number) => queryOptions({ queryKey: projectKey(id), queryFn: () => getProject(id), meta: { silent: true } });

export const useProject = (id: number | null) => useQuery({ ...projectQuery(id ?? 0), enabled: id !== null });

/** The project does not exist (404), the address holds no valid id (400), or the caller may not see it (403). */
export const isMissingProject = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);
