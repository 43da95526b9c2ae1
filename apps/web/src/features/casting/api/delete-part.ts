import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';
import { partPath, type PartKind } from './keys';

/** DELETE /api/project/{id}/{part}/{partId}. */
const deletePart = (projectId: number, kind: PartKind, id: number) => apiRequest<{ message: string }>(partPath(projectId, kind, id), { method: 'DELETE' });

export const useDeletePart = (projectId: number) => useCastingMutation(projectId, ({ kind, id }: { kind: PartKind; id: number }) => deletePart(projectId, kind, id));
