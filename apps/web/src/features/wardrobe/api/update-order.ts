import type { OrderAnswer, OrderBody, OrderStatusBody } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** PUT /api/order/{id}: the order's data, or one of its status flags (billed, canceled, returned). */
export const updateOrder = (id: number, body: OrderBody | OrderStatusBody) => apiRequest<OrderAnswer>(`/order/${id}`, { method: 'PUT', body });

export const useUpdateOrder = (id: number) => useOrderMutation((body: OrderBody | OrderStatusBody) => updateOrder(id, body));

/** Marks one order billed (the list's bulk action; the list refreshes itself afterwards). */
export const markBilled = (id: number) => updateOrder(id, { billed: true });
