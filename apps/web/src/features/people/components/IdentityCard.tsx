import { Avatar, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { pictureUrl } from '../../../lib/picture';
import type { UserProfile } from '../api/get-user';
import { PictureDialog } from './PictureDialog';

interface Props {
  profile: UserProfile;
  canChangePicture: boolean;
  /** The 'since' date is shown to levels 1 and 2 (spec 1 §2). */
  showSince: boolean;
}

/** Column 1, top: the picture with its change button, the name, level and 'since' date. */
export function IdentityCard({ profile, canChangePicture, showSince }: Props) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const name = `${profile.firstName} ${profile.lastName}`;
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('profileScreen.picture')}>
      <Stack align="center" gap="xs" ta="center">
        <Avatar src={pictureUrl(profile.image)} alt={t('profileScreen.pictureOf', { name })} size={128} radius={128} color="coulisse">
          {initials}
        </Avatar>
        <Title order={2} size="h3" mt="xs">
          {name}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`profile.levels.${profile.level}`)}
        </Text>
        {showSince && profile.since && (
          <Text c="dimmed" size="sm" mt={-6}>
            {t('profile.since')} {formatDate(profile.since)}
          </Text>
        )}
        {canChangePicture && (
          <Button variant="light" mt="xs" leftSection={<IconCamera size={16} aria-hidden />} onClick={() => setChanging(true)}>
            {t('profileScreen.changePicture')}
          </Button>
        )}
      </Stack>
      {canChangePicture && <PictureDialog userId={profile.id} opened={changing} onClose={() => setChanging(false)} />}
    </Paper>
  );
}
