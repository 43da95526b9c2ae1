import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** DELETE /api/access_role/{id}; the role's user links go with it. */
const deleteAccessRole = (id: number): Promise<void> => apiRequest<void>(`/access_role/${id}`, { method: 'DELETE' });

export function useDeleteAccessRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccessRole, onSettled: () => queryClient.invalidateQueries({ queryKey: accessRolesKey }) });
}
