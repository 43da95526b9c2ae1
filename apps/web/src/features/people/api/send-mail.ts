import type { MailSentAnswer, MailUsersBody } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/mail: one mail per recipient, fanned out into the outbox by a job. From a project
 * list, `path` is that list's call (`/project/{id}/mail`, `/repetition/{id}/mail`), which takes
 * the same body without `projectId`.
 */
const sendMail = ({ path = '/mail', body }: { path?: string; body: MailUsersBody }): Promise<MailSentAnswer> =>
  apiRequest<MailSentAnswer>(path, { method: 'POST', body });

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    // The screen shows what went wrong next to the form.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mails'] }),
  });
}
