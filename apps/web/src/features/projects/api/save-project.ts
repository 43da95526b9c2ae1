import type { ProjectBody, ProjectDto } from '@coulisse/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectsKey } from './keys';

/** POST /api/projects: creates a project (201, the project). */
const createProject = (body: ProjectBody): Promise<ProjectDto> => apiRequest<ProjectDto>('/projects', { method: 'POST', body });

/** PUT /api/project/{id}: saves every field of the project form. */
const updateProject = (id: number, body: ProjectBody): Promise<ProjectDto> => apiRequest<ProjectDto>(`/project/${id}`, { method: 'PUT', body });

/** Create (no id) or update; field errors are shown on the form, so the red banner stays out of it. */
export function useSaveProject(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectBody) => (id === null ? createProject(body) : updateProject(id, body)),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
