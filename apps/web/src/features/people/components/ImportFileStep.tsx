import { IMPORT_FILE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/ui/FileDrop';
import { useDownload } from '../../../components/ui/list/download';

/** What browsers call a .csv file: Excel on Windows says vnd.ms-excel, some systems plain text. */
const CSV_TYPES = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };
const TEMPLATE_PATH = '/api/templates/import_users.xlsx';

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

  const accept = (file: File) => {
    // Some systems hand over a .csv with an unexpected type, others another file as text/plain.
    if (!/\.csv$/i.test(file.name)) return setRefused('form.error.fileType');
    setRefused(null);
    onFile(file);
  };
  const refuse = (tooLarge: boolean) => setRefused(tooLarge ? 'form.error.fileSize' : 'form.error.fileType');

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
        <FileDrop
          label={t('importUsers.drop')}
          hint={t('importUsers.dropHint')}
          accept={CSV_TYPES}
          maxSize={IMPORT_FILE_MAX_BYTES}
          icon={IconFileTypeCsv}
          size="lg"
          onFile={accept}
          onRefuse={refuse}
        />
      )}
      {(refused || error) && (
        <Alert color="red" role="alert">
          {refused ? t(refused) : error}
        </Alert>
      )}
    </Stack>
  );
}
