import { signUpBody, type SignUpBody } from '@coulisse/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './AccountSection';
import { AddressSection } from './AddressSection';
import { ContactSection } from './ContactSection';
import { PersonalSection } from './PersonalSection';
import { PictureDrop } from './PictureDrop';
import { missingSignUpItems, type SignUpValues } from './signUpValues';

interface Props {
  onSubmit(values: SignUpBody & { image?: string }): void;
  submitting: boolean;
  /** Messages per field from the server's last answer. */
  serverFields: Record<string, string>;
}

const DEFAULTS: Partial<SignUpValues> = {
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
  password: '',
  passwordConfirm: '',
  pictures: false,
};

/** The register form of spec 1 §2 and §5, validated with the server's own schema. */
/** Only this part follows every keystroke: it lists the missing items and guards the button. */
function SignUpSubmit({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  const values = useWatch<SignUpValues>();
  const missing = missingSignUpItems(values);
  return (
    <Stack gap="xs">
      {missing.length > 0 && (
        <Text size="sm" c="orange.9" id="ontbrekende-velden" aria-live="polite">
          {t('validation.missingFields', { list: missing.map((key) => t(key)).join(', ') })}
        </Text>
      )}
      <Button type="submit" size="md" disabled={missing.length > 0} loading={submitting} aria-describedby={missing.length ? 'ontbrekende-velden' : undefined}>
        {t('signup.submit')}
      </Button>
    </Stack>
  );
}

export function SignUpForm({ onSubmit, submitting, serverFields }: Props) {
  const { t } = useTranslation();
  const form = useForm<SignUpValues, unknown, SignUpBody>({ resolver: zodResolver(signUpBody), mode: 'onBlur', defaultValues: DEFAULTS });
  const [image, setImage] = useState<string | undefined>();

  useEffect(() => {
    for (const [field, message] of Object.entries(serverFields)) form.setError(field as Path<SignUpValues>, { type: 'server', message }, { shouldFocus: true });
  }, [serverFields, form]);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((body) => onSubmit({ ...body, image }))} noValidate>
        <Stack gap="xl">
          <PictureDrop value={image} onChange={setImage} disabled={submitting} />
          <Divider />
          <PersonalSection disabled={submitting} />
          <ContactSection disabled={submitting} />
          <AddressSection disabled={submitting} />
          <AccountSection disabled={submitting} />
          <SignUpSubmit submitting={submitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
