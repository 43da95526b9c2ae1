import type { SignInBody } from '@coulisse/shared/schemas/accounts';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useConfirmEmail } from '../api/confirm-email';
import { useSignIn } from '../api/sign-in';
import { SignInBanners } from '../components/SignInBanners';
import { SignInForm } from '../components/SignInForm';

/** What the register screen hands over after a successful sign-up. */
export interface SignInLocationState {
  signedUp?: boolean;
}

/** `/`: sign-in (spec 1 §2). The confirmation link lands here with `?confirmToken=`. */
export function SignInScreen() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn'));
  const { startSession } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const signIn = useSignIn();
  const { mutate: confirmEmail, isPending: confirming } = useConfirmEmail();
  const [error, setError] = useState<string | null>(null);
  const postedToken = useRef<string | null>(null);
  const confirmToken = params.get('confirmToken');

  useEffect(() => {
    // The token is single use: never post it twice (StrictMode runs effects twice).
    if (!confirmToken || postedToken.current === confirmToken) return;
    postedToken.current = confirmToken;
    confirmEmail(confirmToken, {
      onSuccess: () => setParams({ emailConfirmed: '1' }, { replace: true }),
      onError: (failure) => {
        setError(describeError(t, failure));
        setParams({}, { replace: true });
      },
    });
  }, [confirmToken, confirmEmail, setParams, t]);

  const submit = (values: SignInBody) => {
    setError(null);
    signIn.mutate(values, { onSuccess: startSession, onError: (failure) => setError(describeError(t, failure)) });
  };

  const state = (location.state ?? {}) as SignInLocationState;
  const notices = {
    emailConfirmed: params.has('emailConfirmed'),
    unsubscribed: params.has('unsubscribed'),
    signedUp: state.signedUp === true,
    confirming,
    error,
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('auth.signIn')}
      </Title>
      <SignInBanners notices={notices} />
      <SignInForm onSubmit={submit} submitting={signIn.isPending} />
      <Text size="sm" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/account-aanmaken" fw={600}>
          {t('auth.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
