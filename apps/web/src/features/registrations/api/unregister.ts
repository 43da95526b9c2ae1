import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { registrationsKey } from './keys';

/** DELETE /api/registrations/signoff/{id}: answers 'Je werd uitgeschreven voor …' or '… werd uitgeschreven voor …'. */
const unregister = (id: number) => apiRequest<{ message: string }>(`/registrations/signoff/${id}`, { method: 'DELETE' });

export function useUnregister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unregister,
    meta: { handlesErrors: true },
    // Marked stale, not refetched now: the open detail would answer 404 and replace the screen
    // before its confirmation and navigation run. Lists reload when they are shown again.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: registrationsKey, refetchType: 'none' });
      // The profile's registrations tab lists them too.
      await client.invalidateQueries({ queryKey: ['user'], refetchType: 'none' });
    },
  });
}
