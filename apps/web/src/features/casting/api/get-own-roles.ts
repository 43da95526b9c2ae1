import type { OwnRolesAnswer } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ownRolesKey } from './keys';

/** GET /api/own/project_roles/{projectName}: the caller's own roles in a project. */
const getOwnRoles = (projectName: string) => apiRequest<OwnRolesAnswer>(`/own/project_roles/${encodeURIComponent(projectName)}`);

const ownRolesQuery = (projectName: string) => queryOptions({ queryKey: ownRolesKey(projectName), queryFn: () => getOwnRoles(projectName) });

export const useOwnRoles = (projectName: string) => useQuery(ownRolesQuery(projectName));
