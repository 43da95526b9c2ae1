import { apiRequest } from '../../../lib/api';

/** DELETE /api/auth: ends this session on the server. */
export const signOut = (): Promise<void> => apiRequest<void>('/auth', { method: 'DELETE' });
