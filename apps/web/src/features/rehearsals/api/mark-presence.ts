import type { MarkPresenceBody, PresenceEvent } from '@coulisse/shared/schemas/rehearsals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalsKey } from './keys';

/** PUT /api/repetition/{id}/mark-presence: staff mark someone present, or a participant signs off; the others hear it as `repetition_presence`. */
const markPresence = (id: number, body: MarkPresenceBody) =>
  apiRequest<{ message: string; data: PresenceEvent }>(`/repetition/${id}/mark-presence`, { method: 'PUT', body });

/** Refreshes what the `repetition_presence` event refreshes elsewhere: the rehearsals and their attendance. */
export function useMarkPresence(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: MarkPresenceBody) => markPresence(id, body), onSuccess: () => client.invalidateQueries({ queryKey: rehearsalsKey }) });
}
