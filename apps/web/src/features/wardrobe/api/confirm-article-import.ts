import type { ArticleImportBody, ArticleImportResult } from '@coulisse/shared/schemas/wardrobe/articles';
import { apiRequest } from '../../../lib/api';
import { liveEvents } from '../../../lib/liveEvents';

/** POST /api/clothing/import: the accepted rows, all or nothing; progress comes as ARTICLE_IMPORT_PROGRESS with the body's uuid. */
export const confirmArticleImport = (body: ArticleImportBody) => apiRequest<ArticleImportResult>('/clothing/import', { method: 'POST', body });

/** Follows the ARTICLE_IMPORT_PROGRESS events of one import (its uuid) on the session socket; returns the stop. */
export const listenArticleImport = (uuid: string, listener: (done: number, total: number) => void): (() => void) =>
  liveEvents.on('ARTICLE_IMPORT_PROGRESS', (progress) => {
    if (progress.uuid === uuid) listener(progress.done, progress.total);
  });
