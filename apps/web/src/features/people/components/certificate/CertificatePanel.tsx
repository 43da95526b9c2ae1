import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCertificate, IconCheck, IconExternalLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/useAuth';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { formatDateTime } from '../../../../lib/dates';
import { describeError } from '../../../../lib/errors';
import { requestErrors } from '../../../../lib/requestErrors';
import { useDeleteCertificate } from '../../api/delete-certificate';
import { useCertificateStatus } from '../../api/get-certificate';
import { useSetCertificateRequired } from '../../api/set-certificate-required';
import { useUploadCertificate } from '../../api/upload-certificate';
import { certificateFileProblem, uploadProblem } from './certificateFile';
import { openCertificate } from './openCertificate';

interface Props {
  person: { id: number; firstName: string | null; lastName: string | null };
}

/**
 * The certificate of good conduct of one person (spec 1 §2 tab 'certificaat'): whether there is
 * one and since when, view it through a single-use link, upload or remove it, and (level 1) ask
 * the person to upload one. Only level 1 and the person reach it; the server refuses anyone else.
 */
export function CertificatePanel({ person }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const status = useCertificateStatus(person.id);
  const upload = useUploadCertificate();
  const required = useSetCertificateRequired();
  const remove = useDeleteCertificate();
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [opening, setOpening] = useState(false);
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const level1 = user?.level === 1;

  const choose = async (file: File | null) => {
    if (!file) return;
    const key = await certificateFileProblem(file);
    setProblem(key ? t(key) : null);
    if (key) return;
    upload.mutate(
      { userId: person.id, file },
      {
        onSuccess: () => notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('userAdmin.certificateUploaded') }),
        onError: (error) => setProblem(uploadProblem(t, error)),
      },
    );
  };

  const view = () => {
    setOpening(true);
    openCertificate(person.id)
      .catch((error: unknown) => requestErrors.report(describeError(t, error)))
      .finally(() => setOpening(false));
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('userAdmin.certificateTitle')}>
      <Stack gap="md">
        <Group gap="sm">
          <IconCertificate size={22} aria-hidden color="var(--mantine-color-coulisse-6)" />
          <Title order={2} size="h4">
            {t('userAdmin.certificateTitle')}
          </Title>
        </Group>
        {status.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {status.data && (
          <>
            <Text>
              {status.data.hasCertificate
                ? t('userAdmin.certificatePresent', { date: formatDateTime(status.data.uploadedAt) })
                : t('userAdmin.certificateAbsent')}
            </Text>
            <Group gap="xs">
              {status.data.hasCertificate && (
                <Button variant="light" leftSection={<IconExternalLink size={16} aria-hidden />} onClick={view} loading={opening}>
                  {t('userAdmin.certificateView')}
                </Button>
              )}
              <FileButton onChange={(file) => void choose(file)} accept="application/pdf,.pdf">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                    {status.data.hasCertificate ? t('userAdmin.certificateReplace') : t('userAdmin.certificateUpload')}
                  </Button>
                )}
              </FileButton>
              {status.data.hasCertificate && (
                <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setRemoving(true)}>
                  {t('userAdmin.certificateRemove')}
                </Button>
              )}
            </Group>
            {problem && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {problem}
              </Alert>
            )}
            {level1 && person.id !== user?.id && (
              <Switch
                label={t('userAdmin.certificateRequired')}
                description={t('userAdmin.certificateRequiredHint')}
                checked={status.data.shouldUploadCertificate}
                disabled={required.isPending}
                onChange={(event) =>
                  required.mutate(
                    { userId: person.id, required: event.currentTarget.checked },
                    { onSuccess: () => notifications.show({ color: 'green', message: t('userAdmin.certificateRequiredSaved') }) },
                  )
                }
              />
            )}
            {person.id === user?.id && (
              <Text size="sm" c="dimmed">
                {t('userAdmin.certificatePrivacy')}
              </Text>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing}
        title={t('userAdmin.certificateRemove')}
        message={t('userAdmin.certificateRemoveQuestion', { name })}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(person.id, {
            onSuccess: () => {
              setRemoving(false);
              notifications.show({ color: 'green', message: t('userAdmin.certificateRemoved') });
            },
            onError: () => setRemoving(false),
          })
        }
      />
    </Paper>
  );
}
