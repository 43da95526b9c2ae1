import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath, useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { describeError } from '../../../lib/errors';
import { useVerifyProfile } from '../api/verify-profile';

/**
 * spec 1 §2 and §4: a user whose data must be checked again sees this on their profile; the
 * confirm button clears the restriction and a modal thanks them, with a link to the projects.
 */
export function VerifyBanner({ userId, needed }: { userId: number; needed: boolean }) {
  const { t } = useTranslation();
  const verify = useVerifyProfile(userId);
  const [thanked, setThanked] = useState(false);
  const available = useScreenAvailable();
  const home = useHomePath();
  const projects = available('/projecten') ? '/projecten' : home;

  return (
    <>
      {needed && (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} title={t('profileScreen.verifyTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('profileScreen.verifyText')}</Text>
            {verify.isError && (
              <Text size="sm" c="red.8" role="alert">
                {describeError(t, verify.error)}
              </Text>
            )}
            <Button
              onClick={() => verify.mutate(undefined, { onSuccess: () => setThanked(true) })}
              loading={verify.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('profileScreen.verifyConfirm')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Modal opened={thanked} onClose={() => setThanked(false)} title={t('profileScreen.verifiedTitle')} centered>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={32} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text>{t('profileScreen.verified')}</Text>
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setThanked(false)}>
              {t('app.close')}
            </Button>
            <Button component={Link} to={projects} onClick={() => setThanked(false)}>
              {t('profileScreen.toProjects')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
