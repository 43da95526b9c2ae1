import type { ArticleImportBody, ArticleImportPreview } from '@coulisse/shared/schemas/wardrobe/articles';
import { apiRequest } from '../../../lib/api';

/** POST /api/clothing/import/preview: every row checked; nothing is written. */
export const previewArticleImport = (body: ArticleImportBody) => apiRequest<ArticleImportPreview>('/clothing/import/preview', { method: 'POST', body });
