import { apiRequest } from '../../../lib/api';

/** DELETE /api/article/{number}: the article becomes inactive (the kiosk refreshes the articles after it). */
export const deleteArticle = (number: string | number) => apiRequest<{ description?: string } | undefined>(`/article/${number}`, { method: 'DELETE' });
