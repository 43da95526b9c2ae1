import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey, partPath, type PartKind } from './keys';

/** GET /api/project/{id}/{parts}?all=true: every role, group or scene group of the project (pickers), sorted by identifier. */
const getAllParts = async <T>(projectId: number, kind: PartKind) => (await apiRequest<{ data: T[] }>(`${partPath(projectId, kind)}?all=true`)).data;

const allPartsQuery = <T>(projectId: number, kind: PartKind) => queryOptions({ queryKey: castingKey(projectId, 'all', kind), queryFn: () => getAllParts<T>(projectId, kind) });

export const useAllParts = <T>(projectId: number, kind: PartKind, enabled = true) => useQuery({ ...allPartsQuery<T>(projectId, kind), enabled });
