import type { ProjectCopyBody, ProjectDto } from '@coulisse/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectsKey } from './keys';

export interface ProjectCopyAnswer {
  message: string;
  data: ProjectDto;
  copied: Record<string, number>;
}

/** POST /api/project/{id}/copy: progress arrives as `PROJECT_COPY_PROGRESS` live events meanwhile. */
const copyProject = (id: number, body: ProjectCopyBody): Promise<ProjectCopyAnswer> =>
  apiRequest<ProjectCopyAnswer>(`/project/${id}/copy`, { method: 'POST', body });

export function useCopyProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCopyBody) => copyProject(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
