import type { ImportBody, ImportResult } from '@coulisse/shared/schemas/people/staffTools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKey } from './keys';

/** POST /api/import: the accepted rows, imported all together or not at all; progress comes as IMPORT_PROGRESS with the body's uuid. */
const confirmImport = (body: ImportBody): Promise<ImportResult> => apiRequest<ImportResult>('/import', { method: 'POST', body });

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
