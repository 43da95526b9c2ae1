import { CERTIFICATE_MAX_BYTES } from '@coulisse/shared/rules/accountAdmin';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../../components/ui/FileDrop';
import { useAuth } from '../../../../app/auth/useAuth';
import { useUploadCertificate } from '../../api/upload-certificate';
import { certificateFileProblem, uploadProblem } from './certificateFile';

const laterKey = (userId: number) => `coulisse.certificateLater.${userId}`;

/**
 * Asks a user whose account says `shouldUploadCertificate` for a certificate of good conduct
 * (spec 1 §4), right after signing in and on every screen until it is uploaded. 'Later' puts the
 * question off until the next visit (this browser tab's session).
 */
export function CertificateReminder() {
  const { t } = useTranslation();
  const { user, startSession } = useAuth();
  const upload = useUploadCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [postponed, setPostponed] = useState(false);
  if (!user?.shouldUploadCertificate || postponed || sessionStorage.getItem(laterKey(user.id)) === '1') return null;

  const choose = async (chosen: File) => {
    const key = await certificateFileProblem(chosen);
    setProblem(key ? t(key) : null);
    setFile(key ? null : chosen);
  };
  const refuse = (tooLarge: boolean) => {
    setFile(null);
    setProblem(t(tooLarge ? 'userAdmin.certificateTooBig' : 'userAdmin.certificateWrongType'));
  };
  const postpone = () => {
    sessionStorage.setItem(laterKey(user.id), '1');
    setPostponed(true);
  };
  const send = () => {
    if (!file) return;
    upload.mutate(
      { userId: user.id, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('userAdmin.certificateUploaded') });
          startSession({ ...user, shouldUploadCertificate: false });
        },
        onError: (error) => setProblem(uploadProblem(t, error)),
      },
    );
  };

  return (
    <Modal opened onClose={postpone} title={t('userAdmin.certificateModalTitle')} size="lg" centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text>{t('userAdmin.certificateModalIntro')}</Text>
        <FileDrop
          label={t('userAdmin.certificateDrop')}
          accept={['application/pdf']}
          maxSize={CERTIFICATE_MAX_BYTES}
          icon={IconFileTypePdf}
          disabled={upload.isPending}
          onFile={(chosen) => void choose(chosen)}
          onRefuse={refuse}
        />
        {file && (
          <Text size="sm" fw={500} role="status">
            {t('userAdmin.certificateChosen', { name: file.name })}
          </Text>
        )}
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('userAdmin.certificatePrivacy')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={postpone} disabled={upload.isPending}>
            {t('userAdmin.certificateLater')}
          </Button>
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={send} disabled={!file} loading={upload.isPending}>
            {t('userAdmin.certificateUpload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
