import type { SignInBody } from '@coulisse/shared/schemas/accounts';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  onSubmit(values: SignInBody): void;
  submitting: boolean;
}

type Field = 'email' | 'password';

/**
 * The two checks of `signInBody` a person can fail here: both fields filled in. Everything else
 * (lengths, the account) the server answers. The sign-in screen is the first a phone loads, so
 * this form does without zod and react-hook-form (about 35 kB brotli, issue 14's budget).
 */
const missing = (values: Record<Field, string>): Field[] => (['email', 'password'] as const).filter((field) => values[field].trim() === '');

/** Email, password and remember-me; the screen around it shows the banners. */
export function SignInForm({ onSubmit, submitting }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [shown, setShown] = useState<Set<Field>>(new Set());
  const empty = missing(values);
  const error = (field: Field) => (shown.has(field) && empty.includes(field) ? t('validation.required') : undefined);
  const show = (field: Field) => setShown((current) => new Set(current).add(field));
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => show(field),
    error: error(field),
    required: true,
    disabled: submitting,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(new Set(['email', 'password']));
    if (empty.length === 0) onSubmit({ ...values, email: values.email.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth.email')} type="email" name="email" autoComplete="username" {...text('email')} />
        <PasswordInput label={t('auth.password')} name="password" autoComplete="current-password" {...text('password')} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={t('auth.rememberMe')}
            name="remember"
            disabled={submitting}
            checked={values.remember}
            onChange={(event) => {
              const remember = event.currentTarget.checked;
              setValues((current) => ({ ...current, remember }));
            }}
          />
          <Anchor component={Link} to="/wachtwoord-vergeten" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth size="md">
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
