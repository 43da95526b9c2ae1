import type { CreateProfileAnswer, CreateProfileBody } from '@coulisse/shared/schemas/userAdmin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { linkedProfilesKey } from './get-linked-profiles';

/** POST /api/profile (spec 1 §7): a linked profile of the caller's family. */
const createProfile = (body: CreateProfileBody) => apiRequest<CreateProfileAnswer>('/profile', { method: 'POST', body });

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    // The form shows field messages and the failure itself.
    meta: { handlesErrors: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: linkedProfilesKey }), queryClient.invalidateQueries({ queryKey: ['users'] })]),
  });
}
