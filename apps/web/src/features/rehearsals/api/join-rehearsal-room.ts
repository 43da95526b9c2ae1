import type { PresenceEvent } from '@coulisse/shared/schemas/rehearsals';
import { apiRequest } from '../../../lib/api';
import { useLiveEvent } from '../../../lib/liveEvents';
import { useLiveRoom } from '../../../lib/liveRooms';

/** POST /api/repetition/{id}/live: the server checks repetitions read in the project, then puts the caller's socket in room `repetition:<id>`. */
const joinRehearsalRoom = (id: number, socketId: string) =>
  apiRequest<{ message: string }>(`/repetition/${id}/live`, { method: 'POST', body: { socketId } });

/** Live presence of one rehearsal: the session socket holds room `repetition:<id>` while the page is open. */
export function useLivePresence(id: number, onEvent: (e: PresenceEvent) => void): void {
  useLiveRoom(`repetition:${id}`, (socketId) => joinRehearsalRoom(id, socketId));
  useLiveEvent('repetition_presence', (event) => {
    if (event.repetitionId === id) onEvent(event);
  });
}
