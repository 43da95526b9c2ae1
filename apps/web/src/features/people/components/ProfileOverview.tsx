import { profileAbilities } from '@coulisse/shared/rules/profile';
import { Alert, Button, Grid, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { describeError } from '../../../lib/errors';
import { useLiveEvent } from '../../../lib/liveEvents';
import { isMissingUser, useUser, type UserProfile } from '../api/get-user';
import { userKey } from '../api/keys';
import { AddressSection } from './AddressSection';
import { ClothingSection } from './ClothingSection';
import { ContactSection } from './ContactSection';
import { IdentityCard } from './IdentityCard';
import { PersonalSection } from './PersonalSection';
import { PrivacySection } from './PrivacySection';
import { RemarkSection } from './RemarkSection';
import { UserNotFound } from './UserNotFound';

/**
 * The three-column profile (spec 1 §2): 1 picture and personal data; 2 contact details, address,
 * privacy and other info; 3 clothing sizes and the organisation's remarks. Each section only with
 * its right (the shared profile rules on the account's flags); one column below 960 px.
 */
function ProfileColumns({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { user: viewer } = useAuth();
  if (!viewer) return null;
  const own = viewer.id === profile.id;
  const { read, update } = profileAbilities(viewer, profile);
  const downloadable = own || viewer.level === 1;

  const columns: ReactNode[][] = [
    [
      <IdentityCard key="identity" profile={profile} canChangePicture={update.picture} showSince={viewer.level === 1 || viewer.level === 2} />,
      read.personal && <PersonalSection key="personal" profile={profile} editable={update.personal} />,
    ],
    [
      read.contact && <ContactSection key="contact" profile={profile} editable={update.contact} own={own} />,
      read.address && <AddressSection key="address" profile={profile} editable={update.address} />,
      (read.privacy || downloadable) && (
        <PrivacySection key="privacy" profile={profile} readable={read.privacy} editable={update.privacy} downloadable={downloadable} own={own} />
      ),
      read.remarks && (
        <RemarkSection
          key="remark"
          profile={profile}
          field="remarks"
          title={t('profileScreen.otherInfo')}
          label={t('profileScreen.ownRemark')}
          editable={update.ownRemark}
        />
      ),
    ],
    [
      read.clothing && <ClothingSection key="clothing" profile={profile} editable={update.clothing} own={own} />,
      // The person sees the organisation's remark about them, but an empty one they cannot write is left out.
      read.remarks && (update.ownerRemarks || Boolean(profile.ownerRemarks)) && (
        <RemarkSection
          key="ownerRemarks"
          profile={profile}
          field="ownerRemarks"
          title={t('profileScreen.ownerRemarks')}
          label={t('profileScreen.ownerRemarksLabel')}
          editable={update.ownerRemarks}
        />
      ),
    ],
  ]
    .map((cards) => cards.filter(Boolean))
    .filter((cards) => cards.length > 0);

  return (
    <Grid gap="lg">
      {columns.map((cards, index) => (
        <Grid.Col key={index} span={{ base: 12, md: 12 / columns.length }}>
          <Stack gap="lg">{cards}</Stack>
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** Keeps a cached profile's picture in step with USER_IMAGE from the live connection. */
function useLivePictures() {
  const queryClient = useQueryClient();
  useLiveEvent('USER_IMAGE', ({ userId, image }) => queryClient.setQueryData<UserProfile>(userKey(userId), (old) => (old ? { ...old, image } : old)));
}

/** One person's profile, loaded; a missing one says so with a way back, a failure with a retry. */
export function ProfileOverview({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const profile = useUser(userId);
  useLivePictures();
  if (userId === null || isMissingUser(profile.error)) return <UserNotFound />;
  if (profile.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={describeError(t, profile.error)}>
        <Button variant="default" mt="sm" onClick={() => void profile.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  if (!profile.data) return <Loader aria-label={t('app.loading')} />;
  return <ProfileColumns profile={profile.data} />;
}
