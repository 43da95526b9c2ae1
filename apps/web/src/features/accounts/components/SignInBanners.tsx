import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './FormAlert';

export interface SignInNotices {
  emailConfirmed: boolean;
  unsubscribed: boolean;
  signedUp: boolean;
  confirming: boolean;
  error: string | null;
}

/** Banners driven by URL flags, the sign-up result and the last failure (spec 1 §2). */
export function SignInBanners({ notices }: { notices: SignInNotices }) {
  const { t } = useTranslation();
  const { emailConfirmed, unsubscribed, signedUp, confirming, error } = notices;
  if (!emailConfirmed && !unsubscribed && !signedUp && !confirming && !error) return null;
  return (
    <Stack gap="sm">
      {signedUp && <FormAlert kind="success">{t('auth.signupSuccess')}</FormAlert>}
      {confirming && <FormAlert kind="warning">{t('accounts.confirming')}</FormAlert>}
      {emailConfirmed && <FormAlert kind="success">{t('auth.emailConfirmed')}</FormAlert>}
      {unsubscribed && <FormAlert kind="warning">{t('auth.unsubscribed')}</FormAlert>}
      {error && <FormAlert kind="error">{error}</FormAlert>}
    </Stack>
  );
}
