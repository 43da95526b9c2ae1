import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

/** GET /api/repetition/{id}: one rehearsal with its selection, scenes and the caller's own presence. */
const getRehearsal = (id: number) => apiRequest<RepetitionDto>(`/repetition/${id}`);

const rehearsalQuery = (id: number) => queryOptions({ queryKey: rehearsalKeys.one(id), queryFn: () => getRehearsal(id) });

export const useRehearsal = (id: number | null) => useQuery({ ...rehearsalQuery(id ?? 0), enabled: id !== null });
