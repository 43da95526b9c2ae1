import { Fieldset, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClothingFieldset } from './ClothingFieldset';
import { ConsentsFieldset } from './ConsentsFieldset';
import type { SignUpValues } from './signUpValues';
import { useFieldError } from '../../../components/ui/useFieldError';

/** Shirt size, password with confirmation, privacy and photo consent. */
export function AccountSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpValues>();
  const error = useFieldError<SignUpValues>();
  return (
    <Stack gap="xl">
      <ClothingFieldset disabled={disabled} />
      <Fieldset legend={t('register.account')} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <PasswordInput label={t('signup.password')} autoComplete="new-password" required error={error('password')} {...register('password')} />
          <PasswordInput
            label={t('signup.passwordConfirm')}
            autoComplete="new-password"
            required
            error={error('passwordConfirm')}
            {...register('passwordConfirm')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={6}>
          {t('accounts.passwordHint')}
        </Text>
      </Fieldset>
      <ConsentsFieldset disabled={disabled} />
    </Stack>
  );
}
