import type { ProjectStatistics } from '@coulisse/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectStatisticsKey } from './keys';

export type { ProjectStatistics };

/** GET /api/statistics/overview/{projectId}: the statistics cards of spec 2 §2. */
const getProjectStatistics = (id: number): Promise<ProjectStatistics> => apiRequest<ProjectStatistics>(`/statistics/overview/${id}`);

const projectStatisticsQuery = (id: number) => queryOptions({ queryKey: projectStatisticsKey(id), queryFn: () => getProjectStatistics(id) });

export const useProjectStatistics = (id: number) => useQuery(projectStatisticsQuery(id));
