import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateProfileValues } from './createProfileValues';
import { useFieldError } from '../../../components/ui/useFieldError';

/**
 * Contact details of a new profile: the e-mail address is optional for a linked profile (messages
 * then go to its owner) and required for an account staff create; a phone or a cell number always.
 */
export function ProfileContactSection({ disabled, emailRequired }: { disabled: boolean; emailRequired: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<CreateProfileValues>();
  const error = useFieldError<CreateProfileValues>();
  return (
    <Fieldset legend={t('signup.contact')} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('signup.email')}
          type="email"
          autoComplete="off"
          required={emailRequired}
          error={error('email')}
          {...register('email')}
        />
        <TextInput
          label={t('signup.emailConfirm')}
          type="email"
          autoComplete="off"
          required={emailRequired}
          error={error('emailConfirm')}
          {...register('emailConfirm')}
        />
        <TextInput label={t('signup.phoneNumber')} type="tel" autoComplete="off" error={error('phoneNumber')} {...register('phoneNumber')} />
        <TextInput label={t('signup.cellPhone')} type="tel" autoComplete="off" error={error('cellPhone')} {...register('cellPhone')} />
      </SimpleGrid>
      <Stack gap={2} mt={6}>
        {!emailRequired && (
          <Text size="xs" c="dimmed">
            {t('userAdmin.emailOptional')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('register.phoneHint')}
        </Text>
      </Stack>
    </Fieldset>
  );
}
