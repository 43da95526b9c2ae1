import type { DeleteUserAnswer } from '@coulisse/shared/schemas/userAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** DELETE /api/user/{id} (spec 1 §2, §4). */
const deleteUser = (id: number) => apiRequest<DeleteUserAnswer>(`/user/${id}`, { method: 'DELETE' });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { handlesErrors: true },
    // Lists of users anywhere in the app no longer hold the person.
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['user', id] });
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
