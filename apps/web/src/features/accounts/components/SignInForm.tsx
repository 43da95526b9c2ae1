import { signInBody, type SignInBody } from '@coulisse/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../lib/i18n';

interface Props {
  onSubmit(values: SignInBody): void;
  submitting: boolean;
}

/** Email, password and remember-me; the screen around it shows the banners. */
export function SignInForm({ onSubmit, submitting }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<z.input<typeof signInBody>, unknown, SignInBody>({
    resolver: zodResolver(signInBody),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', remember: false },
  });
  const error = (name: 'email' | 'password') => translateMessage(t, formState.errors[name]?.message);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth.email')} type="email" autoComplete="username" required disabled={submitting} error={error('email')} {...register('email')} />
        <PasswordInput label={t('auth.password')} autoComplete="current-password" required disabled={submitting} error={error('password')} {...register('password')} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label={t('auth.rememberMe')} disabled={submitting} {...register('remember')} />
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
