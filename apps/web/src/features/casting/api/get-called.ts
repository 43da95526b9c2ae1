import type { CalledAnswer } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey, partPath } from './keys';

/** GET /api/project/{id}/scene/{sceneId}/called[?castId]: who is called for the scene (in one cast). */
const getCalled = (projectId: number, sceneId: number, castId: string | null) =>
  apiRequest<CalledAnswer>(`${partPath(projectId, 'scene', sceneId)}/called${castId ? `?castId=${castId}` : ''}`);

const calledQuery = (projectId: number, sceneId: number, castId: string | null) =>
  queryOptions({ queryKey: castingKey(projectId, 'called', sceneId, castId), queryFn: () => getCalled(projectId, sceneId, castId) });

export const useCalled = (projectId: number, sceneId: number, castId: string | null) => useQuery(calledQuery(projectId, sceneId, castId));
