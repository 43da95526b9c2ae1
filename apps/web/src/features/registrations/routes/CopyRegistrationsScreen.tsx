import { Alert, Button, Group, Modal, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../lib/errors';
import { useCurrentProject } from '../../../app/project/projectContext';
import { listenCopyProgress, useCopyRegistrations } from '../api/copy-registrations';
import { useCopyTargets } from '../api/get-copy-targets';
import { projectRegistrationsPath } from '../components/ids';

/** spec 1 §9: the success message follows 1 s after the progress reached 100. */
const SUCCESS_DELAY_MS = 1000;

/**
 * `/projecten/{id}/kopieer-deelnemers` (spec 1 §2 §4): copy every registration of this project to
 * another one; a progress window (900 wide, spec 1 §9) follows 0–100 over the live connection,
 * then 'Inschrijvingen succesvol gekopieerd'.
 */
export function CopyRegistrationsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const project = useCurrentProject();
  const projectId = project.id;
  const targets = useCopyTargets(projectId);
  const copy = useCopyRegistrations(projectId);
  const [target, setTarget] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const start = async () => {
    if (!target) return;
    const uuid = crypto.randomUUID();
    setProgress(0);
    setResult(null);
    const close = listenCopyProgress(uuid, (value) => setProgress((now) => Math.max(now ?? 0, value)));
    copy.mutate(
      { projectId: Number(target), uuid },
      {
        onSuccess: (answer) => {
          setProgress(100);
          setResult(t('registrations.copy.result', { copied: answer.copied, skipped: answer.skipped }));
          setTimeout(() => {
            close();
            setProgress(null);
            notifications.show({ color: 'green', message: answer.message });
            void navigate(projectRegistrationsPath(Number(target)));
          }, SUCCESS_DELAY_MS);
        },
        onError: () => {
          close();
          setProgress(null);
        },
      },
    );
  };

  const options = (targets.data ?? []).map((p) => ({ value: String(p.value), label: p.label }));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={2} size="h3">
        {t('registrations.copy.title')}
      </Title>
      <Text>{t('registrations.copy.intro', { project: project.name })}</Text>
      {copy.error && <Alert color="red">{describeError(t, copy.error)}</Alert>}
      {targets.isSuccess && options.length === 0 ? (
        <Alert color="orange">{t('registrations.copy.noTargets')}</Alert>
      ) : (
        <Select label={t('registrations.copy.target')} placeholder={t('register.choose')} data={options} value={target} onChange={setTarget} searchable required />
      )}
      <Group gap="sm">
        <Button component={Link} to={projectRegistrationsPath(projectId)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('app.back')}
        </Button>
        <Button leftSection={<IconCopy size={16} aria-hidden />} disabled={!target} loading={copy.isPending} onClick={() => void start()}>
          {t('registrations.copy.submit')}
        </Button>
      </Group>
      <Modal opened={progress !== null} onClose={() => undefined} withCloseButton={false} size={900} centered title={t('registrations.copy.progress')}>
        <Stack gap="sm">
          <Progress value={progress ?? 0} size="xl" aria-label={t('registrations.copy.progress')} animated={progress !== 100} />
          <Text ta="center" fw={600} aria-live="polite">
            {progress ?? 0}%
          </Text>
          {result && <Text ta="center">{result}</Text>}
        </Stack>
      </Modal>
    </Stack>
  );
}
