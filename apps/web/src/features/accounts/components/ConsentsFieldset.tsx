import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignUpValues } from './signUpValues';
import { useFieldError } from '../../../components/ui/useFieldError';

/** Privacy statement (required) and photo consent. */
export function ConsentsFieldset({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpValues>();
  const error = useFieldError<SignUpValues>();
  return (
    <Fieldset legend={t('register.consents')} disabled={disabled}>
      <Stack gap="sm">
        <Checkbox label={t('signup.privacy')} required error={error('privacy')} {...register('privacy')} />
        <Checkbox label={t('signup.pictures')} {...register('pictures')} />
      </Stack>
    </Fieldset>
  );
}
