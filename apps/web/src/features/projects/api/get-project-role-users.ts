import type { RoleUser } from '@coulisse/shared/schemas/access';
import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';

/** How many users one page of the linking screen shows. */
const ROLE_USERS_PAGE = 100;

/** GET /api/project/{id}/accessRole/{roleId}/users: the users linked to a project access role (`linked`), or the others, by text. */
const getProjectRoleUsers = (projectId: number, roleId: number, linked: boolean, text: string) =>
  apiRequest<ListAnswer<RoleUser>>(
    `/project/${projectId}/accessRole/${roleId}/users?${new URLSearchParams({ filters: JSON.stringify({ linked, text }), items: String(ROLE_USERS_PAGE) }).toString()}`,
  );

const projectRoleUsersQuery = (projectId: number, roleId: number, linked: boolean, text: string) =>
  queryOptions({
    queryKey: [...projectSettingsKey(projectId), 'roleUsers', roleId, linked, text],
    queryFn: () => getProjectRoleUsers(projectId, roleId, linked, text),
    placeholderData: keepPreviousData,
  });

export const useProjectRoleUsers = (projectId: number, roleId: number | null, linked: boolean, text: string) =>
  useQuery({ ...projectRoleUsersQuery(projectId, roleId ?? 0, linked, text), enabled: roleId !== null });
