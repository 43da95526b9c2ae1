import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { saveBlob } from '../../../lib/saveFile';

/**
 * GET /api/user/{id}/export: everything held about the person (their right of access), saved as
 * a JSON file. Fetched with the bearer header, so the token never appears in an address.
 */
async function downloadUserData(userId: number): Promise<void> {
  const document = await apiRequest<{ exportedAt?: string }>(`/user/${userId}/export`);
  const day = (document.exportedAt ?? new Date().toISOString()).slice(0, 10);
  saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), `gegevens-${userId}-${day}.json`);
}

export const useDownloadUserData = (userId: number) => useMutation({ mutationFn: () => downloadUserData(userId) });
