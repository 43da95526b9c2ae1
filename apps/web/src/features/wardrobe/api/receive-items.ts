import type { OrderAnswer } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** PUT /api/order/{id}/items/receive: the checked items received whole. */
const receiveItems = (id: number, ids: number[]) => apiRequest<OrderAnswer>(`/order/${id}/items/receive`, { method: 'PUT', body: { ids } });

export const useReceiveItems = (id: number) => useOrderMutation((ids: number[]) => receiveItems(id, ids));
