import type { ImportPreview } from '@coulisse/shared/schemas/people/staffTools';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/import/preview: the file read and checked row by row; nothing is written. */
function previewImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<ImportPreview>('/import/preview', { method: 'POST', body: form });
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport, meta: { handlesErrors: true } });
