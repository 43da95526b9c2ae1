import type { GroupDto, RoleDto, SceneDto, SceneGroupDto } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey, partPath, type PartKind } from './keys';

type PartDto = { role: RoleDto; group: GroupDto; scene: SceneDto; sceneGroup: SceneGroupDto };

/** GET /api/project/{id}/{project_role|group|scene|scene_group}/{partId}: one part of the casting structure. */
const getPart = <K extends PartKind>(projectId: number, kind: K, id: number) => apiRequest<PartDto[K]>(partPath(projectId, kind, id));

const partQuery = <K extends PartKind>(projectId: number, kind: K, id: number) => queryOptions({ queryKey: castingKey(projectId, kind, id), queryFn: () => getPart(projectId, kind, id) });

const usePart = <K extends PartKind>(projectId: number, kind: K, id: number | null) => useQuery({ ...partQuery(projectId, kind, id ?? 0), enabled: id !== null });

export const useRole = (projectId: number, id: number | null) => usePart(projectId, 'role', id);
export const useGroup = (projectId: number, id: number | null) => usePart(projectId, 'group', id);
export const useScene = (projectId: number, id: number | null) => usePart(projectId, 'scene', id);
