import type { ProfileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { apiRequest } from '../../../lib/api';
import { userHistoryKey, userKey } from './keys';

/** The section saves of spec 1 §7, each under `/api/user/{id}/…`, with the spec 1 §8 success text. */
const PROFILE_SAVES = {
  personal: { path: 'information', success: 'profileTexts.personalChanged' },
  contact: { path: 'contact-details', success: 'profileTexts.contactChanged' },
  address: { path: 'address', success: 'profileTexts.addressChanged' },
  clothing: { path: 'clothing-sizes', success: 'profileTexts.clothingChanged' },
  remarks: { path: 'remarks', success: 'profileTexts.remarkChanged' },
  privacy: { path: 'privacy', success: 'profileTexts.privacyChanged' },
  picture: { path: 'image', success: 'profileTexts.pictureChanged' },
} as const;
export type ProfileSave = keyof typeof PROFILE_SAVES;

/** PUT /api/user/{id}/{section}: answers the saved profile as the caller may see it. */
const saveProfileSection = (userId: number, save: ProfileSave, body: object): Promise<ProfileSaveAnswer> =>
  apiRequest<ProfileSaveAnswer>(`/user/${userId}/${PROFILE_SAVES[save].path}`, { method: 'PUT', body });

/** The login address a contact save asked for, when the answer shows it waiting for its link. */
function requestedAddress(body: object, answer: ProfileSaveAnswer): string | null {
  const asked = 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  const pending = answer.data.pendingEmail;
  return asked && pending && pending.toLowerCase() === asked ? pending : null;
}

/**
 * Saves one section. The screen keeps its edit mode and shows a refusal itself; a success updates
 * the cached profile, says so, and for one's own profile refreshes the account in the top bar. A
 * new login address is only asked for (ARCHITECTURE "Login e-mail"): the message says where the
 * confirmation link went.
 */
export function useSaveProfileSection<TBody extends object>(userId: number, save: ProfileSave) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, refreshSession } = useAuth();
  const own = user?.id === userId;
  return useMutation({
    mutationFn: (body: TBody) => saveProfileSection(userId, save, body),
    meta: { handlesErrors: true },
    onSuccess: async (answer, body) => {
      queryClient.setQueryData(userKey(userId), answer.data);
      void queryClient.invalidateQueries({ queryKey: userHistoryKey(userId) });
      const address = requestedAddress(body, answer);
      notifications.show(
        address
          ? { color: 'blue', message: t('emailChange.requested', { email: address }), autoClose: false }
          : { color: 'green', message: t(PROFILE_SAVES[save].success) },
      );
      if (own) await refreshSession().catch(() => undefined);
    },
  });
}
