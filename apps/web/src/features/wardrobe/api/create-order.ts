import type { OrderBody } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** POST /api/orders: a new rental order. */
const createOrder = (body: OrderBody) => apiRequest<{ rentalId: number }>('/orders', { method: 'POST', body });

export const useCreateOrder = () => useOrderMutation(createOrder);
