import { apiRequest } from '../../../lib/api';

/** PUT /api/repetitions/open {ids}: the list's bulk action; the list reloads itself afterwards. */
export const openRehearsals = (ids: number[]) => apiRequest<unknown>('/repetitions/open', { method: 'PUT', body: { ids } });
