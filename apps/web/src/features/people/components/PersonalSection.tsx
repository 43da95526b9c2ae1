import { COUNTRY_CODES, countryName } from '@coulisse/shared/rules/lookups';
import { personalBody, type PersonalBody } from '@coulisse/shared/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/DateField';
import { useFieldError } from '../../../components/ui/useFieldError';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';

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

function PersonalFields() {
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
            <Group gap="lg" mt={4}>
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

function PersonalForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const save = useSaveProfileSection<PersonalBody>(profile.id, 'personal');
  const form = useForm<PersonalValues, unknown, PersonalBody>({
    resolver: zodResolver(personalBody),
    mode: 'onBlur',
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth ?? '',
      sex: (profile.sex ?? undefined) as PersonalValues['sex'],
      nationality: profile.nationality ?? '',
      origin: profile.origin ?? undefined,
    },
  });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <PersonalFields />
    </SectionForm>
  );
}

/** Column 1: names, birth date, sex, nationality and country of birth (spec 1 §2, §5). */
export function PersonalSection({ profile, editable }: { profile: UserProfile; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const title = t('profile.personal');
  return (
    <ProfileCard title={title} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      {editing ? (
        <PersonalForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <ProfileFacts
          facts={[
            { label: t('signup.firstName'), value: profile.firstName },
            { label: t('signup.lastName'), value: profile.lastName },
            { label: t('signup.dateOfBirth'), value: formatDate(profile.dateOfBirth) },
            { label: t('signup.sex'), value: profile.sex === null ? null : t(`signup.sexes.${profile.sex}`) },
            { label: t('signup.nationality'), value: profile.nationality },
            { label: t('signup.origin'), value: profile.origin ? countryName(profile.origin, currentLocale(i18n.language)) : null },
          ]}
        />
      )}
    </ProfileCard>
  );
}
