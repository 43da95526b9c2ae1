import { signUpBody, type SignUpBody } from '@coulisse/shared/schemas/accounts';
import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './AccountSection';
import { AddressSection } from './AddressSection';
import { ContactSection } from './ContactSection';
import { MissingItemsSubmit, useServerFieldErrors } from './MissingItemsSubmit';
import { PersonalSection } from './PersonalSection';
import { PictureDrop } from './PictureDrop';
import { BLANK_PROFILE } from './requiredItems';
import { missingSignUpItems, type SignUpValues } from './signUpValues';
import { formResolver } from '../../../lib/formResolver';

interface Props {
  onSubmit(values: SignUpBody & { image?: string }): void;
  submitting: boolean;
  /** Messages per field from the server's last answer. */
  serverFields: Record<string, string>;
}

const DEFAULTS: Partial<SignUpValues> = { ...BLANK_PROFILE, password: '', passwordConfirm: '' };

/** The register form of spec 1 §2 and §5, validated with the server's own schema. */
export function SignUpForm({ onSubmit, submitting, serverFields }: Props) {
  const { t } = useTranslation();
  const form = useForm<SignUpValues, unknown, SignUpBody>({ resolver: formResolver(signUpBody), mode: 'onBlur', defaultValues: DEFAULTS });
  const [image, setImage] = useState<string | undefined>();

  useServerFieldErrors(form, serverFields);

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
          <MissingItemsSubmit missingItems={missingSignUpItems} id="ontbrekende-velden" label={t('signup.submit')} submitting={submitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
