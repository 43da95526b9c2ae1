import type { SignUpBody } from '@coulisse/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The picture travels as a data URL; the server re-encodes it to a 200×200 jpeg. */
export type SignUpRequest = SignUpBody & { image?: string };

/** POST /api/signup: creates the account and mails the confirmation link. */
const signUp = (body: SignUpRequest): Promise<{ message: string }> => apiRequest('/signup', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { handlesErrors: true } });
