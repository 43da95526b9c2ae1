import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailTemplatesKey } from './keys';

/** DELETE /api/mail/template/{template}; level 1. */
const deleteMailTemplate = (id: number): Promise<void> => apiRequest<void>(`/mail/template/${id}`, { method: 'DELETE' });

export function useDeleteMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMailTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: mailTemplatesKey }) });
}
