import type { ArticlesBulkBody } from '@coulisse/shared/schemas/wardrobe/articles';
import { apiRequest } from '../../../lib/api';

/** PUT /api/articles/bulk: the list's bulk actions (rack, laundry, active); the list refreshes itself afterwards. */
export const bulkUpdateArticles = (body: ArticlesBulkBody) => apiRequest<{ updated: number }>('/articles/bulk', { method: 'PUT', body });
