import { createProfileBody, type CreateProfileBody } from '@coulisse/shared/schemas/userAdmin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressSection } from './AddressSection';
import { ClothingFieldset } from './ClothingFieldset';
import { ConsentsFieldset } from './ConsentsFieldset';
import { missingProfileItems, type CreateProfileValues } from './createProfileValues';
import { PersonalSection } from './PersonalSection';
import { ProfileContactSection } from './ProfileContactSection';

interface Props {
  /** `linked`: a profile the user manages; `account`: staff create an independent account. */
  mode: 'linked' | 'account';
  onSubmit(values: CreateProfileBody): void;
  submitting: boolean;
  /** Messages per field from the server's last answer. */
  serverFields: Record<string, string>;
}

/** Only this part follows every keystroke: it lists the missing items and guards the button. */
function CreateSubmit({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  const missing = missingProfileItems(useWatch<CreateProfileValues>());
  return (
    <Stack gap="xs">
      {missing.length > 0 && (
        <Text size="sm" c="orange.9" id="ontbrekende-profielvelden" aria-live="polite">
          {t('validation.missingFields', { list: missing.map((key) => t(key)).join(', ') })}
        </Text>
      )}
      <Button
        type="submit"
        size="md"
        disabled={missing.length > 0}
        loading={submitting}
        aria-describedby={missing.length ? 'ontbrekende-profielvelden' : undefined}
      >
        {t('userAdmin.createSubmit')}
      </Button>
    </Stack>
  );
}

/** The create-profile form (spec 1 §5 "Creating a profile for another person"), validated with the server's schema. */
export function CreateProfileForm({ mode, onSubmit, submitting, serverFields }: Props) {
  const defaults: Partial<CreateProfileValues> = {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    nationality: '',
    email: '',
    emailConfirm: '',
    phoneNumber: '',
    cellPhone: '',
    streetName: '',
    houseNumber: '',
    bus: '',
    zipCode: '',
    cityName: '',
    pictures: false,
    linked: mode === 'linked',
  };
  const form = useForm<CreateProfileValues, unknown, CreateProfileBody>({ resolver: zodResolver(createProfileBody), mode: 'onBlur', defaultValues: defaults });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverFields))
      form.setError(field as Path<CreateProfileValues>, { type: 'server', message }, { shouldFocus: true });
  }, [serverFields, form]);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="xl">
          <PersonalSection disabled={submitting} />
          <ProfileContactSection disabled={submitting} emailRequired={mode === 'account'} />
          <AddressSection disabled={submitting} />
          <ClothingFieldset disabled={submitting} />
          <ConsentsFieldset disabled={submitting} />
          <CreateSubmit submitting={submitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
