import { SHIRT_SIZES } from '@coulisse/shared/rules/lookups';
import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'data'> {
  /** The controller's field (react-hook-form): an empty choice is stored as undefined. */
  field: { value?: string | null; onChange: (value: string | undefined) => void; onBlur: () => void; ref?: Ref<HTMLInputElement> };
}

/** The required shirt size (spec 1 §5), as sign-up, create profile, the profile and a registration ask it. */
export function ShirtSizeSelect({ field, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('signup.shirtSize')}
      placeholder={t('register.choose')}
      required
      data={[...SHIRT_SIZES]}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value ?? undefined)}
      onBlur={field.onBlur}
      ref={field.ref}
      {...props}
    />
  );
}
