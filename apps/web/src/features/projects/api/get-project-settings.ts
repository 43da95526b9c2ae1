import type { ProjectSettingsDto } from '@coulisse/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectSettingsKey } from './keys';

/** GET /api/project/{id}/settings: tab algemeen (spec 2 §7 "Locations and settings"). */
const getProjectSettings = (id: number) => apiRequest<ProjectSettingsDto>(`/project/${id}/settings`);

const projectSettingsQuery = (id: number) => queryOptions({ queryKey: [...projectSettingsKey(id), 'general'], queryFn: () => getProjectSettings(id) });

export const useProjectSettings = (id: number) => useQuery(projectSettingsQuery(id));
