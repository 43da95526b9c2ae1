import type { RepetitionBody, RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalsKey } from './keys';

/** POST /api/repetitions (a new rehearsal) or PUT /api/repetitions/{id}: the form's save. */
const saveRehearsal = (id: number | null, body: RepetitionBody) =>
  apiRequest<RepetitionDto>(id ? `/repetitions/${id}` : '/repetitions', { method: id ? 'PUT' : 'POST', body });

export function useSaveRehearsal(id: number | null) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: RepetitionBody) => saveRehearsal(id, body), onSuccess: () => client.invalidateQueries({ queryKey: rehearsalsKey }) });
}
