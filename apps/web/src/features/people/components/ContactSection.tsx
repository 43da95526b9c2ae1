import { contactBody, type ContactBody } from '@coulisse/shared/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
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

type ContactValues = z.input<typeof contactBody>;

function ContactFields({ signsOut }: { signsOut: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<ContactValues>();
  const error = useFieldError<ContactValues>();
  return (
    <>
      <TextInput
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        required
        description={signsOut ? t('profileScreen.emailChangeSignsOut') : undefined}
        error={error('email')}
        {...register('email')}
      />
      <TextInput label={t('profileScreen.secondaryEmail')} type="email" error={error('secondaryEmail')} {...register('secondaryEmail')} />
      <TextInput label={t('signup.phoneNumber')} type="tel" autoComplete="tel" error={error('phoneNumber')} {...register('phoneNumber')} />
      <TextInput label={t('signup.cellPhone')} type="tel" autoComplete="tel" error={error('cellPhone')} {...register('cellPhone')} />
    </>
  );
}

function ContactForm({ profile, signsOut, onDone }: { profile: UserProfile; signsOut: boolean; onDone: () => void }) {
  const save = useSaveProfileSection<ContactBody>(profile.id, 'contact');
  const form = useForm<ContactValues, unknown, ContactBody>({
    resolver: zodResolver(contactBody),
    mode: 'onBlur',
    defaultValues: {
      email: profile.email ?? '',
      secondaryEmail: profile.secondaryEmail ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      cellPhone: profile.cellPhone ?? '',
    },
  });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <ContactFields signsOut={signsOut} />
    </SectionForm>
  );
}

interface Props {
  profile: UserProfile;
  editable: boolean;
  /** A participant changing their own address is signed out until they confirm it (spec 1 §4). */
  emailChangeSignsOut: boolean;
}

/** Column 2: e-mail addresses and phone numbers (spec 1 §2, §5). */
export function ContactSection({ profile, editable, emailChangeSignsOut }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard title={t('profile.contact')} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      {editing ? (
        <ContactForm profile={profile} signsOut={emailChangeSignsOut} onDone={() => setEditing(false)} />
      ) : (
        <ProfileFacts
          facts={[
            { label: t('signup.email'), value: profile.email },
            { label: t('profileScreen.secondaryEmail'), value: profile.secondaryEmail },
            { label: t('signup.phoneNumber'), value: profile.phoneNumber },
            { label: t('signup.cellPhone'), value: profile.cellPhone },
          ]}
        />
      )}
    </ProfileCard>
  );
}
