import { SHIRT_SIZES } from '@coulisse/shared/rules/lookups';
import { Checkbox, Fieldset, PasswordInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignUpValues } from './signUpValues';
import { useFieldError } from './useFieldError';

/** Shirt size, password with confirmation, privacy and photo consent. */
export function AccountSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<SignUpValues>();
  const error = useFieldError<SignUpValues>();
  return (
    <Stack gap="xl">
      <Fieldset legend={t('register.clothing')} disabled={disabled}>
        <Controller
          control={control}
          name="tShirt"
          render={({ field }) => (
            <Select
              label={t('signup.shirtSize')}
              placeholder={t('register.choose')}
              required
              data={[...SHIRT_SIZES]}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={error('tShirt')}
              maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            />
          )}
        />
      </Fieldset>
      <Fieldset legend={t('register.account')} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <PasswordInput label={t('signup.password')} autoComplete="new-password" required error={error('password')} {...register('password')} />
          <PasswordInput label={t('signup.passwordConfirm')} autoComplete="new-password" required error={error('passwordConfirm')} {...register('passwordConfirm')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={6}>
          {t('accounts.passwordHint')}
        </Text>
      </Fieldset>
      <Fieldset legend={t('register.consents')} disabled={disabled}>
        <Stack gap="sm">
          <Checkbox label={t('signup.privacy')} required error={error('privacy')} {...register('privacy')} />
          <Checkbox label={t('signup.pictures')} {...register('pictures')} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
