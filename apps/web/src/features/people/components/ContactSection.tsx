import { contactBody, type ContactBody } from '@coulisse/shared/schemas/people/profile';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '../../../components/ui/useFieldError';
import { describeError } from '../../../lib/errors';
import { useCancelEmailChange } from '../api/cancel-email-change';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';
import { formResolver } from '../../../lib/formResolver';

type ContactValues = z.input<typeof contactBody>;

function ContactFields({ own }: { own: boolean }) {
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
        description={t(own ? 'emailChange.fieldHintOwn' : 'emailChange.fieldHintOther')}
        error={error('email')}
        {...register('email')}
      />
      <TextInput label={t('profileScreen.secondaryEmail')} type="email" error={error('secondaryEmail')} {...register('secondaryEmail')} />
      <TextInput label={t('signup.phoneNumber')} type="tel" autoComplete="tel" error={error('phoneNumber')} {...register('phoneNumber')} />
      <TextInput label={t('signup.cellPhone')} type="tel" autoComplete="tel" error={error('cellPhone')} {...register('cellPhone')} />
    </>
  );
}

function ContactForm({ profile, own, onDone }: { profile: UserProfile; own: boolean; onDone: () => void }) {
  const save = useSaveProfileSection<ContactBody>(profile.id, 'contact');
  const form = useForm<ContactValues, unknown, ContactBody>({
    resolver: formResolver(contactBody),
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
      <ContactFields own={own} />
    </SectionForm>
  );
}

/**
 * A new login address that waits for its confirmation link: shown beside the current one, which
 * still signs in, with a way to drop it.
 */
function PendingEmail({ profile, editable }: { profile: UserProfile; editable: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelEmailChange(profile.id);
  return (
    <Alert color="yellow" variant="light" icon={<IconMailForward aria-hidden />} title={`${t('emailChange.pendingLabel')}: ${profile.pendingEmail}`} mt="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('emailChange.pendingHint')}</Text>
        {cancel.isError && (
          <Text size="sm" c="red" role="alert">
            {describeError(t, cancel.error)}
          </Text>
        )}
        {editable && (
          <Button variant="default" size="xs" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('emailChange.cancel')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface Props {
  profile: UserProfile;
  editable: boolean;
  /** The person's own profile: a new address signs them out everywhere once confirmed (spec 1 §4). */
  own: boolean;
}

/** Column 2: e-mail addresses and phone numbers (spec 1 §2, §5). */
export function ContactSection({ profile, editable, own }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard title={t('profile.contact')} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      {editing ? (
        <ContactForm profile={profile} own={own} onDone={() => setEditing(false)} />
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
      {profile.pendingEmail && <PendingEmail profile={profile} editable={editable} />}
    </ProfileCard>
  );
}
