import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { registrationsKey } from './keys';

/** DELETE /api/registrations/signoff/{id}: answers 'Je werd uitgeschreven voor …' or '… werd uitgeschreven voor …'. */
export const unregister = (id: number) => apiRequest<{ message: string }>(`/registrations/signoff/${id}`, { method: 'DELETE' });

export function useUnregister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unregister,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: registrationsKey });
      // The profile's registrations tab lists them too.
      await client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
