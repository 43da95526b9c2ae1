import { apiRequest } from '../../../lib/api';

/** DELETE /api/repetitions {ids}: the list's bulk delete; the list reloads itself afterwards. */
export const deleteRehearsals = (ids: number[]) => apiRequest<unknown>('/repetitions', { method: 'DELETE', body: { ids } });
