import type { SelectorData } from '@coulisse/shared/schemas/rehearsals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

/** GET /api/repetitions/selectorData: the scenes, roles, groups and casts the participant selector offers (and, editing, what is selected). */
const getSelectorData = (projectId: number, id: number | null) =>
  apiRequest<SelectorData>(`/repetitions/selectorData?projectId=${projectId}${id ? `&repetitionId=${id}` : ''}`);

const selectorDataQuery = (projectId: number, id: number | null) =>
  queryOptions({ queryKey: rehearsalKeys.selector(projectId, id), queryFn: () => getSelectorData(projectId, id) });

export const useSelectorData = (projectId: number | null, id: number | null) => useQuery({ ...selectorDataQuery(projectId ?? 0, id), enabled: projectId !== null });
