import type { ArticleDto, ArticleStatusBody } from '@coulisse/shared/schemas/wardrobe/articles';
import { apiRequest } from '../../../lib/api';

/** PUT /api/article/{number}/status: one of the status changes of spec 3 §4 (the kiosk refreshes the articles after each). */
export const setArticleStatus = (number: string | number, body: ArticleStatusBody) => apiRequest<ArticleDto>(`/article/${number}/status`, { method: 'PUT', body: { ...body } });
