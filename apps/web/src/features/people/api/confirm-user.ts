import type { profileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { userKey } from './keys';

/** GET /api/user/{id}/confirm: confirms the person's e-mail address (spec 1 §2 admin button). */
const confirmUser = (id: number) => apiRequest<z.infer<typeof profileSaveAnswer>>(`/user/${id}/confirm`);

export function useConfirmUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmUser, onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: userKey(id) }) });
}
