import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { apiRequest } from '../../../lib/api';

/** GET /api/auth: the account behind the stored token, with fresh flags (used on reload). */
export const getSession = (): Promise<SessionUser> => apiRequest<SessionUser>('/auth');
