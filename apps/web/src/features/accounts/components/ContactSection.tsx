import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignUpValues } from './signUpValues';
import { useFieldError } from '../../../components/ui/useFieldError';

/** Email with its confirmation, and a phone or a cell number. */
export function ContactSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpValues>();
  const error = useFieldError<SignUpValues>();
  return (
    <Fieldset legend={t('signup.contact')} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t('signup.email')} type="email" autoComplete="email" required error={error('email')} {...register('email')} />
        <TextInput label={t('signup.emailConfirm')} type="email" autoComplete="email" required error={error('emailConfirm')} {...register('emailConfirm')} />
        <TextInput label={t('signup.phoneNumber')} type="tel" autoComplete="tel" error={error('phoneNumber')} {...register('phoneNumber')} />
        <TextInput label={t('signup.cellPhone')} type="tel" autoComplete="tel" error={error('cellPhone')} {...register('cellPhone')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        {t('register.phoneHint')}
      </Text>
    </Fieldset>
  );
}
