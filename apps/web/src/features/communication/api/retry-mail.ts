import type { MailDetail } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailKey, mailsKey } from './keys';

/** POST /api/mail/{id}/retry: a failed mail goes back to the queue. */
const retryMail = (id: number): Promise<MailDetail> => apiRequest<MailDetail>(`/mail/${id}/retry`, { method: 'POST' });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: (mail) => {
      queryClient.setQueryData(mailKey(mail.id), mail);
      return queryClient.invalidateQueries({ queryKey: mailsKey });
    },
  });
}
