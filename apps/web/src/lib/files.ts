import type { FileLink, StoredFile } from '@coulisse/shared/schemas/files';
import { apiRequest } from './api';

/**
 * The general file drop (docs/areas/files.md), for every feature that attaches files: the server
 * checks the type by content and the 100 MB limit, and answers `{file, fileUrl, name, type, size}`;
 * a record then claims the upload by its `file`.
 */
export function uploadFile(file: File, signal?: AbortSignal): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<StoredFile>('/upload', { method: 'POST', body: form, signal });
}

/** POST /api/download/link: a single-use link, valid 5 minutes, for a window that cannot send the session. */
const fileLink = (file: string, inline: boolean): Promise<FileLink> => apiRequest<FileLink>('/download/link', { method: 'POST', body: { file, inline } });

/**
 * Opens a stored file in a new tab (an image or PDF shown, anything else saved). The tab is
 * opened at the click, before the link is fetched, so popup blockers allow it; it then goes to
 * the link, never to the session token.
 */
export async function openStoredFile(file: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await fileLink(file, true);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
