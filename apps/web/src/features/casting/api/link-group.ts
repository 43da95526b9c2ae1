import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';
import { partPath } from './keys';

export interface GroupLink {
  groupId: number;
  add: boolean;
}

/** POST (link) or DELETE (unlink) /api/project/{id}/group/{groupId}/link_group: links are symmetric on the server. */
const linkGroup = (projectId: number, groupId: number, { groupId: other, add }: GroupLink) =>
  apiRequest<{ message: string }>(`${partPath(projectId, 'group', groupId)}/link_group`, { method: add ? 'POST' : 'DELETE', body: { groupId: other } });

export const useLinkGroup = (projectId: number, groupId: number) => useCastingMutation(projectId, (link: GroupLink) => linkGroup(projectId, groupId, link));
