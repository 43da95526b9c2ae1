import type { RepetitionBody } from '@coulisse/shared/schemas/rehearsals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

/** GET /api/repetitions/copy/{id}: the form's values for a copy of rehearsal {id}. */
const getRehearsalCopy = (id: number) => apiRequest<RepetitionBody>(`/repetitions/copy/${id}`);

const rehearsalCopyQuery = (id: number) => queryOptions({ queryKey: rehearsalKeys.copy(id), queryFn: () => getRehearsalCopy(id) });

export const useRehearsalCopy = (id: number | null) => useQuery({ ...rehearsalCopyQuery(id ?? 0), enabled: id !== null });
