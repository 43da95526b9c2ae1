import { Fieldset } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignUpValues } from './signUpValues';
import { useFieldError } from '../../../components/ui/useFieldError';
import { ShirtSizeSelect } from '../../../components/ui/ShirtSizeSelect';

/** The shirt size (spec 1 §5: required to register and to create a profile). */
export function ClothingFieldset({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SignUpValues>();
  const error = useFieldError<SignUpValues>();
  return (
    <Fieldset legend={t('register.clothing')} disabled={disabled}>
      <Controller
        control={control}
        name="tShirt"
        render={({ field }) => <ShirtSizeSelect field={field} error={error('tShirt')} maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }} />}
      />
    </Fieldset>
  );
}
