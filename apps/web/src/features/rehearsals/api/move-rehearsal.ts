import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalsKey } from './keys';

/** PUT /api/repetition/{id}/time: a rehearsal dragged to another time in the calendar. */
const moveRehearsal = (id: number, startDt: string, endDt: string) => apiRequest<RepetitionDto>(`/repetition/${id}/time`, { method: 'PUT', body: { startDt, endDt } });

/** Refreshes every rehearsal query, the calendar too (also when refused: the event goes back to its place). */
export function useMoveRehearsal() {
  const client = useQueryClient();
  return useMutation({
    // The calendar puts the event back and says why.
    meta: { handlesErrors: true },
    mutationFn: ({ id, startDt, endDt }: { id: number; startDt: string; endDt: string }) => moveRehearsal(id, startDt, endDt),
    onSettled: () => client.invalidateQueries({ queryKey: rehearsalsKey }),
  });
}
