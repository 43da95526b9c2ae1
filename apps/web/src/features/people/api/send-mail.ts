import type { MailSentAnswer, MailUsersBody } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/mail: one mail per recipient, fanned out into the outbox by a job. */
const sendMail = (body: MailUsersBody): Promise<MailSentAnswer> => apiRequest<MailSentAnswer>('/mail', { method: 'POST', body });

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    // The screen shows what went wrong next to the form.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mails'] }),
  });
}
