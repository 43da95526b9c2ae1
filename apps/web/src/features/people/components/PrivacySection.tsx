import { privacyBody, type PrivacyBody } from '@coulisse/shared/schemas/people/profile';
import { Alert, Button, Checkbox, Divider, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeError } from '../../../lib/errors';
import { useDownloadUserData } from '../api/download-user-data';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';
import { formResolver } from '../../../lib/formResolver';

type PrivacyValues = z.input<typeof privacyBody>;

function PicturesField() {
  const { t } = useTranslation();
  const { register } = useFormContext<PrivacyValues>();
  return <Checkbox label={t('profileScreen.picturesConsent')} {...register('pictures')} />;
}

function PrivacyForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const save = useSaveProfileSection<PrivacyBody>(profile.id, 'privacy');
  const form = useForm<PrivacyValues, unknown, PrivacyBody>({ resolver: formResolver(privacyBody), defaultValues: { pictures: profile.pictures ?? false } });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <PicturesField />
    </SectionForm>
  );
}

/** The person's right of access: everything held about them as one file. */
function DownloadData({ userId, own }: { userId: number; own: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadUserData(userId);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t(own ? 'profileScreen.downloadOwnHint' : 'profileScreen.downloadHint')}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(own ? 'profileScreen.downloadOwn' : 'profileScreen.download')}
      </Button>
      {download.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {describeError(t, download.error)}
        </Alert>
      )}
    </Stack>
  );
}

interface Props {
  profile: UserProfile;
  /** The photo consent is shown (canReadUsersOther or one's own). */
  readable: boolean;
  editable: boolean;
  /** The data download: the person themselves, or level 1. */
  downloadable: boolean;
  own: boolean;
}

/** Column 2: photo consent (spec 1 §3 `pictures`) and the download of one's data. */
export function PrivacySection({ profile, readable, editable, downloadable, own }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard title={t('profileScreen.privacy')} onEdit={readable && editable && !editing ? () => setEditing(true) : undefined}>
      <Stack gap="md">
        {readable &&
          (editing ? (
            <PrivacyForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileFacts
              facts={[{ label: t('profileScreen.picturesConsent'), value: profile.pictures === null ? null : t(profile.pictures ? 'app.yes' : 'app.no') }]}
            />
          ))}
        {readable && downloadable && <Divider />}
        {downloadable && <DownloadData userId={profile.id} own={own} />}
      </Stack>
    </ProfileCard>
  );
}
