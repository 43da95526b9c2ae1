import type { OrderAnswer } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';
import { useOrderMutation } from './order-mutation';

/** POST /api/order/{id}/{articleId}/remarks: a remark on one article of the order. */
const saveRemarks = (id: number, articleId: number, remarks: string) => apiRequest<OrderAnswer>(`/order/${id}/${articleId}/remarks`, { method: 'POST', body: { remarks } });

export const useSaveRemarks = (id: number) => useOrderMutation(({ articleId, remarks }: { articleId: number; remarks: string }) => saveRemarks(id, articleId, remarks));
