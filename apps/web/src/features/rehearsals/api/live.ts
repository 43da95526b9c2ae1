import { presenceEvent, type PresenceEvent } from '@coulisse/shared/schemas/rehearsals';
import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { apiRequest } from '../../../lib/api';
import { sessionToken } from '../../../lib/session';

/**
 * Live presence of one rehearsal: a connection of its own, joined to room `repetition:<id>` by
 * `POST /api/repetition/{id}/live` (which checks the right), again after every reconnect.
 */
export function useLivePresence(id: number, onEvent: (e: PresenceEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const token = sessionToken.get();
    if (!token) return;
    const socket = io({ path: '/websocket', auth: { token }, transports: ['websocket', 'polling'] });
    socket.on('connected', () => {
      if (socket.id) void apiRequest(`/repetition/${id}/live`, { method: 'POST', body: { socketId: socket.id } }).catch(() => undefined);
    });
    socket.on('repetition_presence', (payload: unknown) => {
      const parsed = presenceEvent.safeParse(payload);
      if (parsed.success && parsed.data.repetitionId === id) latest.current(parsed.data);
    });
    return () => {
      socket.disconnect();
    };
  }, [id]);
}
