import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';

export interface ProjectAccessRole {
  id: number;
  name: string;
  description: string;
  userCount: number;
}

/** GET /api/project/{id}/access_roles: every role with its number of users in this project. */
const getProjectAccessRoles = (id: number) => apiRequest<ProjectAccessRole[]>(`/project/${id}/access_roles`);

const projectAccessRolesQuery = (id: number) => queryOptions({ queryKey: [...projectSettingsKey(id), 'accessRoles'], queryFn: () => getProjectAccessRoles(id) });

export const useProjectAccessRoles = (id: number) => useQuery(projectAccessRolesQuery(id));
