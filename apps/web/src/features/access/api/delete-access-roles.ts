import { apiRequest } from '../../../lib/api';

/** DELETE /api/access_roles {ids}: the bulk delete of the list; the list reloads itself afterwards. */
export const deleteAccessRoles = (ids: number[]): Promise<{ deleted: number }> => apiRequest<{ deleted: number }>('/access_roles', { method: 'DELETE', body: { ids } });
