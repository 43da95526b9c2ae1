import type { ProfileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth/useAuth';
import { apiRequest } from '../../../lib/api';
import { userKey } from './keys';

/** GET /api/verify/{id} (spec 1 §7): the person confirms their data is still right. */
const verifyProfile = (userId: number): Promise<ProfileSaveAnswer> => apiRequest<ProfileSaveAnswer>(`/verify/${userId}`);

/** Afterwards the account is read again, which lifts the restriction to the profile (spec 1 §4). */
export function useVerifyProfile(userId: number) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => verifyProfile(userId),
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(userKey(userId), answer.data);
      await refreshSession();
    },
  });
}
