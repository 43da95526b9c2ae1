import { receiveEvent } from '@coulisse/shared/schemas/rentals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { apiRequest } from '../../../lib/api';
import { sessionToken } from '../../../lib/session';
import { orderKey } from './orders';

/**
 * Live returns of one order (spec 3 §4): a connection of its own, joined to room `order:<id>` by
 * `POST /api/order/{id}/live`, again after every reconnect; `clothing_receive_items` reloads the order.
 */
export function useLiveOrder(id: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    const token = sessionToken.get();
    if (!token || id === null) return;
    const socket = io({ path: '/websocket', auth: { token }, transports: ['websocket', 'polling'] });
    socket.on('connected', () => {
      if (socket.id) void apiRequest(`/order/${id}/live`, { method: 'POST', body: { socketId: socket.id } }).catch(() => undefined);
    });
    socket.on('clothing_receive_items', (payload: unknown) => {
      const parsed = receiveEvent.safeParse(payload);
      if (parsed.success && parsed.data.orderId === id) void client.invalidateQueries({ queryKey: orderKey(id) });
    });
    return () => {
      socket.disconnect();
    };
  }, [id, client]);
}
