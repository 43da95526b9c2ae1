import type { CreateProfileAnswer, CreateProfileBody } from '@coulisse/shared/schemas/userAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/users: staff with canCreateUsers create an independent account (`linked: false`); the person gets a set-password link. */
const createAccount = (body: CreateProfileBody) => apiRequest<CreateProfileAnswer>('/users', { method: 'POST', body });

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    // The form shows field messages and the failure itself.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
