import type { MailTemplateBody, MailTemplateDto } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailTemplatesKey } from './keys';

/** POST /api/mail/templates (new) or PUT /api/mail/template/{template} (existing); level 1. */
const saveMailTemplate = ({ id, body }: { id: number | null; body: MailTemplateBody }): Promise<MailTemplateDto> =>
  id === null ? apiRequest<MailTemplateDto>('/mail/templates', { method: 'POST', body }) : apiRequest<MailTemplateDto>(`/mail/template/${id}`, { method: 'PUT', body });

export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailTemplate,
    // The dialog shows what the server refused next to its fields.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailTemplatesKey }),
  });
}
