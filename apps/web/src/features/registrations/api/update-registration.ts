import type { RegistrationInput, RegistrationSaveAnswer } from '@coulisse/shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { registrationsKey } from './keys';

/** PUT /api/registration/{id}: the whole form. */
const updateRegistration = (id: number, body: RegistrationInput) => apiRequest<RegistrationSaveAnswer>(`/registration/${id}`, { method: 'PUT', body });

export function useUpdateRegistration(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationInput) => updateRegistration(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKey }),
  });
}
