import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { copyTargetsKey } from './keys';

/** GET /api/project/{id}/registrations/copy-targets: the projects one may copy to, newest first. */
const getCopyTargets = (projectId: number) => apiRequest<{ value: number; label: string }[]>(`/project/${projectId}/registrations/copy-targets`);

const copyTargetsQuery = (projectId: number) => queryOptions({ queryKey: [...copyTargetsKey, projectId], queryFn: () => getCopyTargets(projectId), meta: { silent: true } });

export const useCopyTargets = (projectId: number) => useQuery(copyTargetsQuery(projectId));
