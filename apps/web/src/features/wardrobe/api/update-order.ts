import type { OrderAnswer, OrderUpdateBody } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** PUT /api/order/{id}: the whole form, or a status change ({billed: true}, {canceled: true, washing}). */
const updateOrder = (id: number, body: OrderUpdateBody) => apiRequest<OrderAnswer>(`/order/${id}`, { method: 'PUT', body });

export const useUpdateOrder = (id: number) => useOrderMutation((body: OrderUpdateBody) => updateOrder(id, body));

/** Marks one order billed (the list's bulk action; the list refreshes itself afterwards). */
export const markBilled = (id: number) => updateOrder(id, { billed: true });
