import type { OrderAnswer } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** POST /api/order/{id}/fine: the order's fine (spec 3 §4). */
const setFine = (id: number, fine: number) => apiRequest<OrderAnswer>(`/order/${id}/fine`, { method: 'POST', body: { fine } });

export const useSetFine = (id: number) => useOrderMutation((fine: number) => setFine(id, fine));
