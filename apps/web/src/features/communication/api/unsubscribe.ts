import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/unsubscribe: the token of a bulk mail's link turns bulk mail off (signed out). */
const unsubscribe = (token: string): Promise<{ message: string }> => apiRequest<{ message: string }>('/unsubscribe', { method: 'POST', body: { token } });

// The screen shows a refused link itself.
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe, meta: { handlesErrors: true } });
