import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';
import { partPath } from './keys';

export interface SceneLinks {
  add: boolean;
  roleIds: number[];
  groupIds: number[];
}

/** POST (add) or DELETE (remove) /api/project/{id}/scene/{sceneId}/links: roles and groups of a scene. */
const linkSceneParts = (projectId: number, sceneId: number, { add, roleIds, groupIds }: SceneLinks) =>
  apiRequest<{ message: string }>(`${partPath(projectId, 'scene', sceneId)}/links`, { method: add ? 'POST' : 'DELETE', body: { roleIds, groupIds } });

export const useLinkSceneParts = (projectId: number, sceneId: number) => useCastingMutation(projectId, (links: SceneLinks) => linkSceneParts(projectId, sceneId, links));
