import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/confirm-email with the token of the confirmation link. */
const confirmEmail = (token: string): Promise<{ message: string }> => apiRequest('/confirm-email', { method: 'POST', body: { token } });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail, meta: { handlesErrors: true } });
