import type { CreateProfileAnswer, CreateProfileBody } from '@coulisse/shared/schemas/userAdmin';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCreateAccount } from '../api/create-account';
import { useCreateProfile } from '../api/create-profile';
import { useSwitchProfile } from '../api/switch-profile';
import { CreateProfileForm } from '../components/CreateProfileForm';
import { FormAlert } from '../components/FormAlert';

/** spec 1 §9: the success message comes 500 ms after the profile was created. */
export const SUCCESS_DELAY_MS = 500;
const NO_FIELDS: Record<string, string> = {};

/**
 * Creating a profile for another person (spec 1 §2 profile menu): `/profiel-aanmaken` for
 * everybody (a linked profile they manage, e.g. their child; POST /api/profile) and
 * `/medewerkers/nieuw` for staff with canCreateUsers (an independent account that gets a
 * set-password link; POST /api/users). Failures are shown, never swallowed.
 */
export function CreateProfileScreen({ mode }: { mode: 'linked' | 'account' }) {
  const { t } = useTranslation();
  const title = mode === 'linked' ? t('userAdmin.createTitle') : t('userAdmin.staffCreateTitle');
  usePageTitle(title);
  const navigate = useNavigate();
  const available = useScreenAvailable();
  const createLinked = useCreateProfile();
  const createAccount = useCreateAccount();
  const create = mode === 'linked' ? createLinked : createAccount;
  const switching = useSwitchProfile();
  const [error, setError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState(NO_FIELDS);
  const [created, setCreated] = useState<CreateProfileAnswer['data'] | null>(null);
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (body: CreateProfileBody) => {
    setError(null);
    create.mutate(body, {
      onSuccess: (answer) => {
        timer.current = setTimeout(() => {
          notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('userAdmin.created') });
          const profilePath = `/medewerker/${answer.data.id}`;
          if (mode === 'account' && available(profilePath)) void navigate(profilePath);
          else setCreated(answer.data);
        }, SUCCESS_DELAY_MS);
      },
      onError: (failure) => {
        setError(describeError(t, failure));
        setServerFields(failure instanceof ApiError ? failure.fields : NO_FIELDS);
      },
    });
  };

  const another = () => {
    setCreated(null);
    setServerFields(NO_FIELDS);
    create.reset();
    setFormKey((k) => k + 1);
  };

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{mode === 'linked' ? t('userAdmin.createIntro') : t('userAdmin.staffCreateIntro')}</Text>
      </Stack>
      {created ? (
        <Stack gap="md">
          <FormAlert kind="success">{t('userAdmin.created')}</FormAlert>
          <Group gap="sm">
            {created.ownerId !== null && (
              <Button leftSection={<IconArrowsExchange size={16} aria-hidden />} loading={switching.isPending} onClick={() => switching.mutate(created.id)}>
                {t('userAdmin.switchTo', { name: `${created.firstName} ${created.lastName}` })}
              </Button>
            )}
            <Button variant="default" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={another}>
              {t('userAdmin.createAnother')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <CreateProfileForm key={formKey} mode={mode} onSubmit={submit} submitting={create.isPending || create.isSuccess} serverFields={serverFields} />
          {error && <FormAlert kind="error">{error}</FormAlert>}
        </>
      )}
    </Stack>
  );
}
