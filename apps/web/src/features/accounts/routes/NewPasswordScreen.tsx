import { GO_BACK_AFTER_PASSWORD_CHANGE_MS } from '@coulisse/shared/rules/constants';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from '../components/FormAlert';
import { NewPasswordFields, type NewPasswordValues } from '../components/NewPasswordFields';
import { newPasswordReady } from '../components/passwordRules';

/** `/nieuw-wachtwoord/?email=&token=`: the reset link of the mail (spec 1 §2). */
export function NewPasswordScreen() {
  const { t } = useTranslation();
  usePageTitle(t('auth.newPasswordTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { loggedIn } = useAuth();
  const change = useChangePassword();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';

  useEffect(() => {
    if (!change.isSuccess || !loggedIn) return;
    const timer = setTimeout(() => void navigate(-1), GO_BACK_AFTER_PASSWORD_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, loggedIn, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPasswordReady(values.password, values.passwordConfirm)) change.mutate({ email, token, ...values });
  };

  if (!email || !token) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('auth.newPasswordTitle')}
        </Title>
        <FormAlert kind="error">{t('accounts.linkIncomplete')}</FormAlert>
        <Anchor component={Link} to="/wachtwoord-vergeten">
          {t('auth.forgotPassword')}
        </Anchor>
      </Stack>
    );
  }

  if (change.isSuccess) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('auth.newPasswordTitle')}
        </Title>
        {loggedIn ? (
          <FormAlert kind="success">
            {t('auth.passwordChangedLoggedIn')} {t('accounts.returning')}
          </FormAlert>
        ) : (
          <>
            <FormAlert kind="success">{t('auth.passwordChanged')}</FormAlert>
            <Button component={Link} to="/" size="md">
              {t('auth.signIn')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  const fieldErrors = change.error instanceof ApiError ? change.error.fields : {};
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('auth.newPasswordTitle')}
      </Title>
      <Text c="dimmed">{t('accounts.newPasswordIntro', { email })}</Text>
      {change.isError && <FormAlert kind="error">{describeError(t, change.error)}</FormAlert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields values={values} onChange={setValues} disabled={change.isPending} errors={fieldErrors} />
          <Button type="submit" size="md" fullWidth disabled={!newPasswordReady(values.password, values.passwordConfirm)} loading={change.isPending}>
            {t('accounts.savePassword')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/" size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
