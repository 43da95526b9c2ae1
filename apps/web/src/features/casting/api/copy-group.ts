import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';
import { partPath } from './keys';

/** GET /api/project/{id}/group/{groupId}/copy: a copy of the group with its members ('Groep werd succesvol gekopieerd'). */
const copyGroup = (projectId: number, id: number) => apiRequest<{ message: string }>(`${partPath(projectId, 'group', id)}/copy`);

export const useCopyGroup = (projectId: number) => useCastingMutation(projectId, (id: number) => copyGroup(projectId, id));
