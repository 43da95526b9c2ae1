import type { OrderArticleDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { apiRequest } from '../../../lib/api';

/** GET /api/orders/article/{number}: the article to add, with the open orders that use it. */
export const lookupArticle = (number: number, orderId: number | null) => apiRequest<OrderArticleDto>(`/orders/article/${number}${orderId ? `?order=${orderId}` : ''}`);
