import type {
  CastUsersAnswer,
  CastUsersBody,
  GroupDto,
  OwnRolesAnswer,
  RoleDto,
  SceneDto,
  SceneGroupDto,
  UserCastingAnswer,
} from '@coulisse/shared/schemas/casting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The casting calls (issue 5) and their query keys; every key starts with ['casting', projectId]. */
export type PartKind = 'role' | 'group' | 'scene' | 'sceneGroup';
export const castingKey = (projectId: number, ...rest: unknown[]) => ['casting', projectId, ...rest] as const;

/** Path of one part of the project's casting structure (spec 2 §7, under the project). */
export const partPath = (projectId: number, kind: PartKind, id?: number): string => {
  const [plural, single] = { role: ['project_roles', 'project_role'], group: ['groups', 'group'], scene: ['scenes', 'scene'], sceneGroup: ['scene_groups', 'scene_group'] }[kind];
  return id === undefined ? `/project/${projectId}/${plural}` : `/project/${projectId}/${single}/${id}`;
};

export const useRole = (projectId: number, id: number | null) =>
  useQuery({ queryKey: castingKey(projectId, 'role', id), queryFn: () => apiRequest<RoleDto>(partPath(projectId, 'role', id!)), enabled: id !== null });
export const useGroup = (projectId: number, id: number | null) =>
  useQuery({ queryKey: castingKey(projectId, 'group', id), queryFn: () => apiRequest<GroupDto>(partPath(projectId, 'group', id!)), enabled: id !== null });
export const useScene = (projectId: number, id: number | null) =>
  useQuery({ queryKey: castingKey(projectId, 'scene', id), queryFn: () => apiRequest<SceneDto>(partPath(projectId, 'scene', id!)), enabled: id !== null });
export const useSceneGroup = (projectId: number, id: number | null) =>
  useQuery({ queryKey: castingKey(projectId, 'sceneGroup', id), queryFn: () => apiRequest<SceneGroupDto>(partPath(projectId, 'sceneGroup', id!)), enabled: id !== null });

/** Every role, group or scene group of the project (pickers), sorted by identifier. */
export function useAllParts<T>(projectId: number, kind: PartKind, enabled = true) {
  return useQuery({
    queryKey: castingKey(projectId, 'all', kind),
    queryFn: async () => (await apiRequest<{ data: T[] }>(`${partPath(projectId, kind)}?all=true`)).data,
    enabled,
  });
}

/** Any write to the casting structure: everything cached for the project is read again. */
export function useCastingMutation<TBody, TAnswer = { message: string }>(projectId: number, request: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['casting', projectId] }),
  });
}

export const useCastUsers = (projectId: number, kind: 'role' | 'group', id: number, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return useQuery({
    queryKey: castingKey(projectId, 'users', kind, id, params.toString()),
    queryFn: () => apiRequest<CastUsersAnswer>(`${partPath(projectId, kind, id)}/users?${params.toString()}`),
  });
};
export const saveCastUsers = (projectId: number, kind: 'role' | 'group', id: number, body: CastUsersBody) =>
  apiRequest<{ message: string }>(`${partPath(projectId, kind, id)}/users`, { method: 'PUT', body });

export const useUserCasting = (projectId: number, userId: number) =>
  useQuery({ queryKey: castingKey(projectId, 'user', userId), queryFn: () => apiRequest<UserCastingAnswer>(`/project/${projectId}/user/${userId}/casting`) });

export const useUserCastingEverywhere = (userId: number) =>
  useQuery({ queryKey: ['casting', 'user', userId], queryFn: () => apiRequest<UserCastingAnswer[]>(`/user/${userId}/casting`) });

export const useOwnRoles = (projectName: string) =>
  useQuery({ queryKey: ['casting', 'own', projectName], queryFn: () => apiRequest<OwnRolesAnswer>(`/own/project_roles/${encodeURIComponent(projectName)}`) });
