import { apiRequest } from '../../../lib/api';
import { useCastingMutation } from './casting-mutation';
import { partPath, type PartKind } from './keys';

/** POST /api/project/{id}/{parts} (new) or PUT …/{part}/{partId}: a role, group, scene or scene group. */
const savePart = (projectId: number, kind: PartKind, id: number | null, body: Record<string, unknown>) =>
  apiRequest<{ message: string }>(id === null ? partPath(projectId, kind) : partPath(projectId, kind, id), { method: id === null ? 'POST' : 'PUT', body });

export const useSavePart = (projectId: number, kind: PartKind, id: number | null) => useCastingMutation(projectId, (body: Record<string, unknown>) => savePart(projectId, kind, id, body));
