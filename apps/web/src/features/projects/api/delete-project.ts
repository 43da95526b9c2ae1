import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectsKey } from './keys';

/** DELETE /api/project/{id}: the project with everything in it. */
const deleteProject = (id: number): Promise<{ message: string }> => apiRequest<{ message: string }>(`/project/${id}`, { method: 'DELETE' });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }) });
}
