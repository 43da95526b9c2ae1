import type { ProfileSaveAnswer } from '@coulisse/shared/schemas/people';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { apiRequest } from '../../../lib/api';
import { userHistoryKey, userKey } from './keys';

/** The section saves of spec 1 §7, each under `/api/user/{id}/…`, with the spec 1 §8 success text. */
export const PROFILE_SAVES = {
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
export const saveProfileSection = (userId: number, save: ProfileSave, body: object): Promise<ProfileSaveAnswer> =>
  apiRequest<ProfileSaveAnswer>(`/user/${userId}/${PROFILE_SAVES[save].path}`, { method: 'PUT', body });

/**
 * Saves one section. The screen keeps its edit mode and shows a refusal itself; a success updates
 * the cached profile, says so, and for one's own profile refreshes the account in the top bar.
 * A participant who changed their own e-mail is signed out by the server (spec 1 §4): the message
 * stays on screen while the app returns to the sign-in screen. These callbacks live on the
 * mutation, not on the caller, because the server's `logout` event may unmount the screen first.
 */
export function useSaveProfileSection<TBody extends object>(userId: number, save: ProfileSave) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, endSession, refreshSession } = useAuth();
  const own = user?.id === userId;
  return useMutation({
    mutationFn: (body: TBody) => saveProfileSection(userId, save, body),
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      if (answer.signOut) {
        notifications.show({ color: 'orange', message: t('profileTexts.emailChanged'), autoClose: false });
        endSession();
        return;
      }
      queryClient.setQueryData(userKey(userId), answer.data);
      void queryClient.invalidateQueries({ queryKey: userHistoryKey(userId) });
      notifications.show({ color: 'green', message: t(PROFILE_SAVES[save].success) });
      if (own) await refreshSession().catch(() => undefined);
    },
  });
}
