import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/forgot-password: the answer is the same whether or not the address exists. */
const forgotPassword = (email: string): Promise<{ message: string }> => apiRequest('/forgot-password', { method: 'POST', body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
