import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignUp, type SignUpRequest } from '../api/sign-up';
import { FormAlert } from '../components/FormAlert';
import { SignUpForm } from '../components/SignUpForm';
import type { SignInLocationState } from './SignInScreen';

const NO_FIELDS: Record<string, string> = {};

/** `/account-aanmaken` (spec 1 §2): on success back to `/` with the thank-you banner. */
export function SignUpScreen() {
  const { t } = useTranslation();
  usePageTitle(t('signup.title'));
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState(NO_FIELDS);

  const submit = (body: SignUpRequest) => {
    setError(null);
    signUp.mutate(body, {
      onSuccess: () => void navigate('/', { state: { signedUp: true } satisfies SignInLocationState }),
      onError: (failure) => {
        setError(describeError(t, failure));
        setServerFields(failure instanceof ApiError ? failure.fields : NO_FIELDS);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('signup.title')}
        </Title>
        <Text c="dimmed">{t('register.intro')}</Text>
      </Stack>
      <SignUpForm onSubmit={submit} submitting={signUp.isPending} serverFields={serverFields} />
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <Anchor component={Link} to="/" size="sm" ta="center">
        {t('signup.haveAccount')}
      </Anchor>
    </Stack>
  );
}
