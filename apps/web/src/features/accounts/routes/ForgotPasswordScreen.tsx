import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useForgotPassword } from '../api/forgot-password';
import { FormAlert } from '../components/FormAlert';
import { forgotPasswordReady } from '../components/passwordRules';

/** `/wachtwoord-vergeten` (spec 1 §2). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgotTitle'));
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (forgotPasswordReady(email)) forgot.mutate(email.trim());
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('auth.forgotTitle')}
      </Title>
      <Text c="dimmed">{t('auth.forgotIntro')}</Text>
      {forgot.isSuccess && <FormAlert kind="success">{forgot.data.message}</FormAlert>}
      {forgot.isError && <FormAlert kind="error">{describeError(t, forgot.error)}</FormAlert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            disabled={forgot.isPending}
          />
          <Button type="submit" size="md" fullWidth disabled={!forgotPasswordReady(email)} loading={forgot.isPending}>
            {t('auth.forgotConfirm')}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/" size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
        <Anchor component={Link} to="/account-aanmaken" size="sm">
          {t('auth.register')}
        </Anchor>
      </Group>
    </Stack>
  );
}
