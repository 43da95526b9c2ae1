import { IMPORT_FILE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../components/ui/list/download';

/** What browsers call a .csv file: Excel on Windows says vnd.ms-excel, some systems plain text. */
const CSV_TYPES = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };
export const TEMPLATE_PATH = '/api/templates/import_users.xlsx';

interface Props {
  reading: string | null;
  error: string | null;
  onFile(file: File): void;
}

/** Step 1: the template and the drop zone for a CSV of at most 10 MB (spec 1 §5). */
export function ImportFileStep({ reading, error, onFile }: Props) {
  const { t } = useTranslation();
  const download = useDownload();
  const [refused, setRefused] = useState<string | null>(null);

  const accept = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    // Some systems hand over a .csv with an unexpected type, others another file as text/plain.
    if (!/\.csv$/i.test(file.name)) return setRefused('form.error.fileType');
    setRefused(null);
    onFile(file);
  };
  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setRefused(tooLarge ? 'form.error.fileSize' : 'form.error.fileType');
  };

  return (
    <Stack gap="md">
      <Alert color="coulisse" variant="light" icon={<IconFileSpreadsheet aria-hidden />}>
        <Stack gap="xs">
          <Text fz="sm">{t('importUsers.templateHint')}</Text>
          <Group>
            <Button
              variant="white"
              size="xs"
              leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate({ path: TEMPLATE_PATH, query: {} })}
            >
              {t('importUsers.template')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      {reading ? (
        <Stack gap={6} role="status" aria-live="polite">
          <Text fz="sm">{t('importUsers.reading', { name: reading })}</Text>
          <Progress value={100} animated striped aria-label={t('importUsers.reading', { name: reading })} />
        </Stack>
      ) : (
        <Dropzone onDrop={accept} onReject={reject} accept={CSV_TYPES} maxSize={IMPORT_FILE_MAX_BYTES} multiple={false} radius="md" p="xl" aria-label={t('importUsers.drop')}>
          <Stack align="center" gap={6} ta="center" style={{ pointerEvents: 'none' }} mih={120} justify="center">
            <Dropzone.Accept>
              <IconUpload size={36} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileTypeCsv size={36} aria-hidden color="var(--mantine-color-coulisse-6)" />
            </Dropzone.Idle>
            <Text fw={600}>{t('importUsers.drop')}</Text>
            <Text fz="sm" c="dimmed">
              {t('importUsers.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
      )}
      {(refused || error) && (
        <Alert color="red" role="alert">
          {refused ? t(refused) : error}
        </Alert>
      )}
    </Stack>
  );
}
