import type { ImportBody, ImportPreview, ImportResult } from '@coulisse/shared/schemas/volunteers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKey } from './keys';

/** POST /api/import/preview: the file read and checked row by row; nothing is written. */
export function previewImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<ImportPreview>('/import/preview', { method: 'POST', body: form });
}

/** POST /api/import: the accepted rows, imported all together or not at all. */
export const confirmImport = (body: ImportBody): Promise<ImportResult> => apiRequest<ImportResult>('/import', { method: 'POST', body });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport, meta: { handlesErrors: true } });

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
