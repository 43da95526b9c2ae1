import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useLiveEvent } from '../../../lib/liveEvents';
import { useLiveRoom } from '../../../lib/liveRooms';
import { orderKey } from './keys';

/** POST /api/order/{id}/live: the server checks orders read, then puts the caller's socket in room `order:<id>`. */
const joinOrderRoom = (id: number, socketId: string) => apiRequest<{ message: string }>(`/order/${id}/live`, { method: 'POST', body: { socketId } });

/**
 * Live returns of one order (spec 3 §4): the session socket holds room `order:<id>` while the
 * order is open; `clothing_receive_items` reloads it.
 */
export function useLiveOrder(id: number | null): void {
  const client = useQueryClient();
  useLiveRoom(id === null ? null : `order:${id}`, (socketId) => joinOrderRoom(id!, socketId));
  useLiveEvent('clothing_receive_items', (event) => {
    if (event.orderId === id) void client.invalidateQueries({ queryKey: orderKey(id) });
  });
}
