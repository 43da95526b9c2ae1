import { apiRequest } from '../../../lib/api';

/** PUT /api/repetitions/close {ids}: the list's bulk action; the list reloads itself afterwards. */
export const closeRehearsals = (ids: number[]) => apiRequest<unknown>('/repetitions/close', { method: 'PUT', body: { ids } });
