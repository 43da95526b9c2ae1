import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

interface Props {
  values: NewPasswordValues;
  onChange(values: NewPasswordValues): void;
  disabled?: boolean;
  /** Field messages from the server, already in words. */
  errors?: Partial<Record<keyof NewPasswordValues, string>>;
}

/** New password and its confirmation; the mismatch shows once the confirmation is as long. */
export function NewPasswordFields({ values, onChange, disabled, errors = {} }: Props) {
  const { t } = useTranslation();
  const mismatch = values.passwordConfirm.length >= values.password.length && values.passwordConfirm !== '' && values.password !== values.passwordConfirm;
  const tooShort = values.password !== '' && values.password.length < 6 && values.passwordConfirm !== '';
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('auth.newPassword')}
        description={t('accounts.passwordHint')}
        autoComplete="new-password"
        required
        disabled={disabled}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
        error={errors.password ?? (tooShort ? t('validation.passwordLength') : undefined)}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        disabled={disabled}
        value={values.passwordConfirm}
        onChange={(event) => onChange({ ...values, passwordConfirm: event.currentTarget.value })}
        error={errors.passwordConfirm ?? (mismatch ? t('validation.passwordMismatch') : undefined)}
      />
    </Stack>
  );
}
