import type {
  ChoiceBody,
  ChoiceDto,
  LocationBody,
  LocationDto,
  NamedDto,
  ProjectSettingsBody,
  ProjectSettingsDto,
  ProjectSettingsLists,
} from '@coulisse/shared/schemas/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';

// The calls of the settings tabs (spec 2 §7 "Locations and settings"); all lists come in one answer.

/** GET /api/project/{id}/settings: tab algemeen. */
export const getProjectSettings = (id: number) => apiRequest<ProjectSettingsDto>(`/project/${id}/settings`);
export const useProjectSettings = (id: number) =>
  useQuery(queryOptions({ queryKey: [...projectSettingsKey(id), 'general'], queryFn: () => getProjectSettings(id) }));

/** PUT /api/project/{id}/settings. */
export function useSaveProjectSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSettingsBody) => apiRequest<{ message: string; data: ProjectSettingsDto }>(`/project/${id}/settings`, { method: 'PUT', body }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(id) }),
  });
}

/** GET /api/projects/{id}/settings: choices, casts, rehearsal types and locations. */
export const getSettingsLists = (id: number) => apiRequest<ProjectSettingsLists>(`/projects/${id}/settings`);
export const useSettingsLists = (id: number) => useQuery(queryOptions({ queryKey: [...projectSettingsKey(id), 'lists'], queryFn: () => getSettingsLists(id) }));

/** The kinds of settings rows and their paths: `/project/{id}/{plural}` to create, `/project/{id}/{single}/{itemId}` to change. */
export const SETTINGS_KINDS = {
  choices: { plural: 'choices', single: 'choice' },
  casts: { plural: 'casts', single: 'cast' },
  types: { plural: 'repetition_types', single: 'repetition_type' },
  locations: { plural: 'locations', single: 'location' },
} as const;
export type SettingsKind = keyof typeof SETTINGS_KINDS;
type BodyOf = { choices: ChoiceBody; casts: { name: string }; types: { name: string }; locations: LocationBody };
type DtoOf = { choices: ChoiceDto; casts: NamedDto; types: NamedDto; locations: LocationDto };

/** Create (no itemId), update or delete (body null) one settings row; refreshes the lists. */
export function useSaveSettingsItem<K extends SettingsKind>(projectId: number, kind: K) {
  const queryClient = useQueryClient();
  const { plural, single } = SETTINGS_KINDS[kind];
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number | null; body: BodyOf[K] | null }) =>
      body === null
        ? apiRequest<DtoOf[K] | undefined>(`/project/${projectId}/${single}/${itemId}`, { method: 'DELETE' })
        : itemId === null
          ? apiRequest<DtoOf[K]>(`/project/${projectId}/${plural}`, { method: 'POST', body })
          : apiRequest<DtoOf[K]>(`/project/${projectId}/${single}/${itemId}`, { method: 'PUT', body }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKey(projectId) }),
  });
}

export interface ProjectAccessRole {
  id: number;
  name: string;
  description: string;
  userCount: number;
}

/** GET /api/project/{id}/access_roles: every role with its number of users in this project. */
export const useProjectAccessRoles = (id: number) =>
  useQuery(
    queryOptions({ queryKey: [...projectSettingsKey(id), 'accessRoles'], queryFn: () => apiRequest<ProjectAccessRole[]>(`/project/${id}/access_roles`) }),
  );
