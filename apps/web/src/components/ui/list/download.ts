import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/downloads: a single-use token for one report path (docs/lists.md "Downloads"). */
export const requestDownloadToken = (path: string): Promise<{ token: string; url: string }> =>
  apiRequest<{ token: string; url: string }>('/downloads', { method: 'POST', body: { path } });

/** The report URL with its token and the list's filters and sort. */
function downloadUrl(path: string, token: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ ...query, token }).toString()}`;
}

/**
 * Starts a download in the browser. The report answers as an attachment, so following the link
 * saves the file and leaves the page where it is; a link, unlike window.open after an await,
 * is not stopped by popup blockers.
 */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDownload() {
  return useMutation({
    mutationFn: async ({ path, query }: { path: string; query: Record<string, string> }) => {
      const { token } = await requestDownloadToken(path);
      startDownload(downloadUrl(path, token, query));
    },
  });
}
