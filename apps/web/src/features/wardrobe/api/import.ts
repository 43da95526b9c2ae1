import type { ArticleImportBody, ArticleImportPreview, ArticleImportResult } from '@coulisse/shared/schemas/articles';
import { articleImportProgress } from '@coulisse/shared/schemas/articles';
import { io } from 'socket.io-client';
import { apiRequest } from '../../../lib/api';

export const previewArticleImport = (body: ArticleImportBody) => apiRequest<ArticleImportPreview>('/clothing/import/preview', { method: 'POST', body });
export const confirmArticleImport = (body: ArticleImportBody) => apiRequest<ArticleImportResult>('/clothing/import', { method: 'POST', body });

/** How long an import waits for its progress connection before it starts without one. */
const CONNECT_WAIT_MS = 1500;

/**
 * Listens for ARTICLE_IMPORT_PROGRESS of one import (its uuid) on a connection of its own, opened
 * with the session token. Resolves once connected (or after a short wait) with the closer.
 */
export function listenArticleImport(token: string, uuid: string, listener: (done: number, total: number) => void): Promise<() => void> {
  const socket = io({ path: '/websocket', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('ARTICLE_IMPORT_PROGRESS', (payload: unknown) => {
    const parsed = articleImportProgress.safeParse(payload);
    if (parsed.success && parsed.data.uuid === uuid) listener(parsed.data.done, parsed.data.total);
  });
  const close = () => void socket.disconnect();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(close), CONNECT_WAIT_MS);
    socket.once('connected', () => {
      clearTimeout(timer);
      resolve(close);
    });
  });
}

/** The file's text: UTF-8, else Windows-1252 (what Excel on a Belgian Windows writes). */
export async function readCsv(file: File): Promise<string> {
  const data = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
