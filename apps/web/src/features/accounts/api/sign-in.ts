import type { SessionUser, SignInBody } from '@coulisse/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/auth (spec 1 §7). */
const signIn = (body: SignInBody): Promise<SessionUser> => apiRequest<SessionUser>('/auth', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn, meta: { handlesErrors: true } });
