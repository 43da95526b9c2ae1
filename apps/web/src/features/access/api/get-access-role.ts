import type { AccessRoleDto } from '@coulisse/shared/schemas/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRoleKey } from './keys';

/** GET /api/access_role/{id}: one role with its full matrix. */
const getAccessRole = (id: number): Promise<AccessRoleDto> => apiRequest<AccessRoleDto>(`/access_role/${id}`);

// A missing role is the screen's own not-found message, not a red banner.
const accessRoleQuery = (id: number) => queryOptions({ queryKey: accessRoleKey(id), queryFn: () => getAccessRole(id), meta: { silent: true } });

/** Not asked for an address without a valid id: the screen shows its not-found message at once. */
export const useAccessRole = (id: number | null) => useQuery({ ...accessRoleQuery(id ?? 0), enabled: id !== null });
