import type { ProfileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api';
import { userHistoryKey, userKey } from './keys';

/** DELETE /api/user/{id}/pending-email: drops a login address that waits for its confirmation. */
const cancelEmailChange = (userId: number) => apiRequest<ProfileSaveAnswer>(`/user/${userId}/pending-email`, { method: 'DELETE' });

export function useCancelEmailChange(userId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEmailChange(userId),
    onSuccess: (answer) => {
      queryClient.setQueryData(userKey(userId), answer.data);
      void queryClient.invalidateQueries({ queryKey: userHistoryKey(userId) });
      notifications.show({ color: 'green', message: t('emailChange.cancelled') });
    },
  });
}
