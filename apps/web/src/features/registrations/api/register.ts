import type { RegistrationInput, RegistrationSaveAnswer } from '@coulisse/shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { registrationsKey } from './keys';

/** POST /api/project/{id}/users (oneself) or /api/project/{id}/user/{userId} (someone else). */
const register = (projectId: number, userId: number | null, body: RegistrationInput) =>
  apiRequest<RegistrationSaveAnswer>(userId === null ? `/project/${projectId}/users` : `/project/${projectId}/user/${userId}`, { method: 'POST', body });

export function useRegister(projectId: number, userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationInput) => register(projectId, userId, body),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKey }),
  });
}
