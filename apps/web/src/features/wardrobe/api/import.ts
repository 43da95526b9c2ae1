import type { ArticleImportBody, ArticleImportPreview, ArticleImportResult } from '@coulisse/shared/schemas/articles';
import { apiRequest } from '../../../lib/api';
import { liveEvents } from '../../../lib/liveEvents';

export const previewArticleImport = (body: ArticleImportBody) => apiRequest<ArticleImportPreview>('/clothing/import/preview', { method: 'POST', body });
export const confirmArticleImport = (body: ArticleImportBody) => apiRequest<ArticleImportResult>('/clothing/import', { method: 'POST', body });

/** Follows the ARTICLE_IMPORT_PROGRESS events of one import (its uuid) on the session socket; returns the stop. */
export const listenArticleImport = (uuid: string, listener: (done: number, total: number) => void): (() => void) =>
  liveEvents.on('ARTICLE_IMPORT_PROGRESS', (progress) => {
    if (progress.uuid === uuid) listener(progress.done, progress.total);
  });

/** The file's text: UTF-8, else Windows-1252 (what Excel on a Belgian Windows writes). */
export async function readCsv(file: File): Promise<string> {
  const data = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
