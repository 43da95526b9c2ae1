import type { CastUsersBody } from '@coulisse/shared/schemas/casting';
import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';
import { partPath } from './keys';

/** PUT /api/project/{id}/{project_role|group}/{partId}/users: only what changed, additions and removals per cast. */
const saveCastUsers = (projectId: number, kind: 'role' | 'group', id: number, body: CastUsersBody) =>
  apiRequest<{ message: string }>(`${partPath(projectId, kind, id)}/users`, { method: 'PUT', body });

export const useSaveCastUsers = (projectId: number, kind: 'role' | 'group', id: number) => useCastingMutation(projectId, (body: CastUsersBody) => saveCastUsers(projectId, kind, id, body));
