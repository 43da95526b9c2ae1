import type { OrderAnswer } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** GET /api/order/{id}/inactive: the order no longer counts (spec 3 §7 keeps it a GET). */
const setInactive = (id: number) => apiRequest<OrderAnswer>(`/order/${id}/inactive`);

export const useSetInactive = (id: number) => useOrderMutation(() => setInactive(id));
