import type { ImportPreview } from '@coulisse/shared/schemas/people/staffTools';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptedUsers, ignoredColumns, refusedRows, rowList } from './importRows';
import { ImportRowsTable } from './ImportRowsTable';

export interface ImportRun {
  done: number;
  total: number;
}

interface Props {
  fileName: string;
  preview: ImportPreview;
  /** Set while the confirmation runs; `done` follows the server's progress events. */
  running: ImportRun | null;
  error: string | null;
  onConfirm(): void;
  onOtherFile(): void;
}

/** Step 2: what the file holds, which rows are refused and why; confirming imports the rest. */
export function ImportPreviewStep({ fileName, preview, running, error, onConfirm, onOtherFile }: Props) {
  const { t } = useTranslation();
  const accepted = acceptedUsers(preview);
  const refused = refusedRows(preview);
  const ignored = ignoredColumns(preview);

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {fileName}
      </Text>
      <Stack gap="xs">
        {accepted.length > 0 ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('importUsers.accepted', { count: accepted.length })}>
            {t('importUsers.invited')}
          </Alert>
        ) : (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('importUsers.nothingToImport')} />
        )}
        {refused.length > 0 && <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('importUsers.refusedCount', { count: refused.length })} />}
        {preview.skipped.length > 0 && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('importUsers.skipped', { count: preview.skipped.length, rows: rowList(preview.skipped) })}
          </Alert>
        )}
        {ignored.length > 0 && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('importUsers.ignoredColumns', { columns: ignored.join(', ') })}
          </Alert>
        )}
      </Stack>

      {error && (
        <Alert color="red" role="alert" title={t('importUsers.notImported')}>
          {error}
        </Alert>
      )}

      {running ? (
        <Stack gap={6} role="status" aria-live="polite">
          <Text fz="sm">{running.done > 0 ? t('importUsers.importing', { done: running.done, total: running.total }) : t('importUsers.importingStart')}</Text>
          <Progress value={running.total ? Math.max(3, (running.done / running.total) * 100) : 3} animated striped aria-label={t('importUsers.importingStart')} />
        </Stack>
      ) : (
        <Group gap="sm">
          <Button onClick={onConfirm} disabled={accepted.length === 0} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('importUsers.confirmCount', { count: accepted.length })}
          </Button>
          <Button variant="default" onClick={onOtherFile}>
            {t('importUsers.otherFile')}
          </Button>
        </Group>
      )}

      {refused.length > 0 && <ImportRowsTable title={t('importUsers.refusedTitle')} rows={refused} withProblems color="red.8" />}
      {accepted.length > 0 && <ImportRowsTable title={t('importUsers.acceptedTitle')} rows={accepted} />}
    </Stack>
  );
}
