import type { StaffMailAnswer, StaffMailBody } from '@coulisse/shared/schemas/volunteers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/mail: one mail per recipient, queued in the outbox. */
export const sendMail = (body: StaffMailBody): Promise<StaffMailAnswer> => apiRequest<StaffMailAnswer>('/mail', { method: 'POST', body });

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    // The screen shows what went wrong next to the form.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mails'] }),
  });
}
