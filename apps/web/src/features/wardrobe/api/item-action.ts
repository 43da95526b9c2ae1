import type { OrderAnswer } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

export interface ItemAction {
  itemId: number;
  action: 'receive' | 'correct';
  amount: number;
}

/** PUT /api/order/{id}/item/{itemId}: pieces of one item received, or a correction (spec 3 §4 Item return). */
const itemAction = (id: number, { itemId, action, amount }: ItemAction) => apiRequest<OrderAnswer>(`/order/${id}/item/${itemId}`, { method: 'PUT', body: { action, amount } });

export const useItemAction = (id: number) => useOrderMutation((action: ItemAction) => itemAction(id, action));
