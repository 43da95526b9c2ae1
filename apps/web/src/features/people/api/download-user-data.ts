import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/user/{id}/export: everything held about the person (their right of access), saved as
 * a JSON file. Fetched with the bearer header, so the token never appears in an address.
 */
export async function downloadUserData(userId: number): Promise<void> {
  const document = await apiRequest<{ exportedAt?: string }>(`/user/${userId}/export`);
  const day = (document.exportedAt ?? new Date().toISOString()).slice(0, 10);
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: `gegevens-${userId}-${day}.json` });
  window.document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useDownloadUserData = (userId: number) => useMutation({ mutationFn: () => downloadUserData(userId) });
