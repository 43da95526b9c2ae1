import type { ResetLinkAnswer } from '@coulisse/shared/schemas/userAdmin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/user/{id}/pwdToken: a reset link staff hand to the person (spec 1 §7). */
const createResetLink = (id: number) => apiRequest<ResetLinkAnswer>(`/user/${id}/pwdToken`);

// The dialog shows a failure itself.
export const useCreateResetLink = () => useMutation({ mutationFn: createResetLink, meta: { handlesErrors: true } });
