import { formatAddress } from '@coulisse/shared/rules/address';
import { addressBody, type AddressBody } from '@coulisse/shared/schemas/people/profile';
import { Grid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '../../../components/ui/useFieldError';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';
import { formResolver } from '../../../lib/formResolver';

type AddressValues = z.input<typeof addressBody>;

function AddressFields() {
  const { t } = useTranslation();
  const { register } = useFormContext<AddressValues>();
  const error = useFieldError<AddressValues>();
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput label={t('signup.streetName')} autoComplete="address-line1" required error={error('streetName')} {...register('streetName')} />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextInput label={t('signup.houseNumber')} required error={error('houseNumber')} {...register('houseNumber')} />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextInput label={t('signup.bus')} error={error('bus')} {...register('bus')} />
      </Grid.Col>
      <Grid.Col span={5}>
        <TextInput label={t('signup.zipCode')} autoComplete="postal-code" inputMode="numeric" required error={error('zipCode')} {...register('zipCode')} />
      </Grid.Col>
      <Grid.Col span={7}>
        <TextInput label={t('signup.cityName')} autoComplete="address-level2" required error={error('cityName')} {...register('cityName')} />
      </Grid.Col>
    </Grid>
  );
}

function AddressForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const save = useSaveProfileSection<AddressBody>(profile.id, 'address');
  const form = useForm<AddressValues, unknown, AddressBody>({
    resolver: formResolver(addressBody),
    mode: 'onBlur',
    defaultValues: {
      streetName: profile.streetName ?? '',
      houseNumber: profile.houseNumber ?? '',
      bus: profile.bus ?? '',
      zipCode: profile.zipCode ?? '',
      cityName: profile.cityName ?? '',
    },
  });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <AddressFields />
    </SectionForm>
  );
}

/** Column 2: the address, typed part by part (spec 1 §5: street, house number, zip and city required). */
export function AddressSection({ profile, editable }: { profile: UserProfile; editable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const line = formatAddress({
    streetName: profile.streetName ?? '',
    houseNumber: profile.houseNumber ?? '',
    bus: profile.bus ?? '',
    zipCode: profile.zipCode ?? '',
    cityName: profile.cityName ?? '',
  });
  return (
    <ProfileCard title={t('profile.address')} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      {editing ? <AddressForm profile={profile} onDone={() => setEditing(false)} /> : <ProfileFacts facts={[{ label: t('signup.address'), value: line }]} />}
    </ProfileCard>
  );
}
