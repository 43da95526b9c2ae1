import { createProfileBody, type CreateProfileBody } from '@coulisse/shared/schemas/userAdmin';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressSection } from './AddressSection';
import { ClothingFieldset } from './ClothingFieldset';
import { ConsentsFieldset } from './ConsentsFieldset';
import { missingProfileItems, type CreateProfileValues } from './createProfileValues';
import { MissingItemsSubmit, useServerFieldErrors } from './MissingItemsSubmit';
import { PersonalSection } from './PersonalSection';
import { ProfileContactSection } from './ProfileContactSection';
import { BLANK_PROFILE } from './requiredItems';
import { formResolver } from '../../../lib/formResolver';

interface Props {
  /** `linked`: a profile the user manages; `account`: staff create an independent account. */
  mode: 'linked' | 'account';
  onSubmit(values: CreateProfileBody): void;
  submitting: boolean;
  /** Messages per field from the server's last answer. */
  serverFields: Record<string, string>;
}

/** The create-profile form (spec 1 §5 "Creating a profile for another person"), validated with the server's schema. */
export function CreateProfileForm({ mode, onSubmit, submitting, serverFields }: Props) {
  const { t } = useTranslation();
  const defaults: Partial<CreateProfileValues> = { ...BLANK_PROFILE, linked: mode === 'linked' };
  const form = useForm<CreateProfileValues, unknown, CreateProfileBody>({ resolver: formResolver(createProfileBody), mode: 'onBlur', defaultValues: defaults });

  useServerFieldErrors(form, serverFields);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="xl">
          <PersonalSection disabled={submitting} />
          <ProfileContactSection disabled={submitting} emailRequired={mode === 'account'} />
          <AddressSection disabled={submitting} />
          <ClothingFieldset disabled={submitting} />
          <ConsentsFieldset disabled={submitting} />
          <MissingItemsSubmit missingItems={missingProfileItems} id="ontbrekende-profielvelden" label={t('userAdmin.createSubmit')} submitting={submitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
