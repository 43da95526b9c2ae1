import type { CastDto } from '@coulisse/shared/schemas/casting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectCastsKey } from './keys';

/**
 * GET /api/project/{id}/casting/casts: the project's casts for whoever reads its casting (the scene
 * detail, the registrations' cast filter). Under the settings key: casts change in the settings.
 */
const getProjectCasts = (projectId: number) => apiRequest<CastDto[]>(`/project/${projectId}/casting/casts`);

const projectCastsQuery = (projectId: number) => queryOptions({ queryKey: projectCastsKey(projectId), queryFn: () => getProjectCasts(projectId) });

export const useProjectCasts = (projectId: number, enabled = true) => useQuery({ ...projectCastsQuery(projectId), enabled });
