import type { CastSwitchBody } from '@coulisse/shared/schemas/casting';
import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';

/** POST /api/project_roles/switch: the selected roles and groups of a person move to another cast. */
const switchCast = (body: CastSwitchBody) => apiRequest<{ message: string }>('/project_roles/switch', { method: 'POST', body });

export const useSwitchCast = (projectId: number) => useCastingMutation(projectId, switchCast);
