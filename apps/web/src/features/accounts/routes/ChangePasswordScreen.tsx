import { GO_BACK_AFTER_PASSWORD_CHANGE_MS } from '@coulisse/shared/rules/constants';
import { Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from '../components/FormAlert';
import { NewPasswordFields, type NewPasswordValues } from '../components/NewPasswordFields';
import { newPasswordReady } from '../components/passwordRules';
import { FormActions } from '../../../components/ui/FormActions';

/** `/verander-wachtwoord`: signed in, with the current password. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  usePageTitle(t('auth.changePasswordTitle'));
  const navigate = useNavigate();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const ready = currentPassword !== '' && newPasswordReady(values.password, values.passwordConfirm);

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(() => void navigate(-1), GO_BACK_AFTER_PASSWORD_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) change.mutate({ currentPassword, ...values });
  };

  const fieldErrors = change.error instanceof ApiError ? change.error.fields : {};
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1} size="h2">
        {t('auth.changePasswordTitle')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {change.isSuccess ? (
          <FormAlert kind="success">
            {t('auth.passwordChangedLoggedIn')} {t('accounts.returning')}
          </FormAlert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text c="dimmed" size="sm">
                {t('accounts.changePasswordIntro')}
              </Text>
              {change.isError && <FormAlert kind="error">{describeError(t, change.error)}</FormAlert>}
              <PasswordInput
                label={t('auth.currentPassword')}
                autoComplete="current-password"
                required
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.currentTarget.value)}
                disabled={change.isPending}
                error={fieldErrors.currentPassword}
              />
              <NewPasswordFields values={values} onChange={setValues} disabled={change.isPending} errors={fieldErrors} />
              <FormActions onCancel={() => void navigate(-1)} busy={change.isPending} submitDisabled={!ready} submitLabel={t('accounts.savePassword')} />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
