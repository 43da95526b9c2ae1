import { COUNTRY_CODES, countryName } from '@coulisse/shared/rules/lookups';
import type { personalBody } from '@coulisse/shared/schemas/people/profile';
import { Group, Radio, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from './DateField';
import { useFieldError } from './useFieldError';
import { currentLocale } from '../../lib/i18n';

/** The personal fields as a form holds them (sign-up, create profile and the profile section). */
type PersonalValues = z.input<typeof personalBody>;
const SEXES = ['0', '1', '2'] as const;

function useCountries() {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  return useMemo(
    () => COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
}

/**
 * Names, birth date, sex, nationality and country of birth, bound to the surrounding form
 * (a FormProvider whose values include these fields); the caller lays them out.
 */
export function PersonalFields() {
  const { t } = useTranslation();
  const { register, control } = useFormContext<PersonalValues>();
  const error = useFieldError<PersonalValues>();
  const countries = useCountries();
  return (
    <>
      <TextInput label={t('signup.firstName')} autoComplete="given-name" required error={error('firstName')} {...register('firstName')} />
      <TextInput label={t('signup.lastName')} autoComplete="family-name" required error={error('lastName')} {...register('lastName')} />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateField
            label={t('signup.dateOfBirth')}
            description={t('register.dateFormat')}
            autoComplete="bday"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error('dateOfBirth')}
          />
        )}
      />
      <Controller
        control={control}
        name="sex"
        render={({ field }) => (
          <Radio.Group
            label={t('signup.sex')}
            required
            value={field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            error={error('sex')}
          >
            <Group gap="lg" mt={4} mih={36}>
              {SEXES.map((sex) => (
                <Radio key={sex} value={sex} label={t(`signup.sexes.${sex}`)} onBlur={field.onBlur} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput label={t('signup.nationality')} required error={error('nationality')} {...register('nationality')} />
      <Controller
        control={control}
        name="origin"
        render={({ field }) => (
          <Select
            label={t('signup.origin')}
            placeholder={t('register.searchCountry')}
            required
            searchable
            data={countries}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error('origin')}
            nothingFoundMessage={t('errors.noSearchResults')}
          />
        )}
      />
    </>
  );
}
