import type { ImportPreview, ImportResult } from '@coulisse/shared/schemas/people/staffTools';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusedRows, rowList } from './importRows';
import { ImportRowsTable } from './ImportRowsTable';

interface Props {
  result: ImportResult;
  /** The preview that was confirmed: its refused and skipped rows were not imported. */
  preview: ImportPreview;
  /** Where an imported person's profile opens, when that screen exists. */
  profileLink?: (id: number) => string;
  listPath: string;
  onAgain(): void;
}

/** Step 3: who was imported (and invited), and which rows were not, with the reason. */
export function ImportResultStep({ result, preview, profileLink, listPath, onAgain }: Props) {
  const { t } = useTranslation();
  const refused = refusedRows(preview);
  const imported = result.users.map((u) => ({ ...u, link: profileLink?.(u.id) }));
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('importUsers.done', { count: result.imported })} role="status">
        {t('importUsers.invited')}
      </Alert>
      {preview.skipped.length > 0 && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('importUsers.skipped', { count: preview.skipped.length, rows: rowList(preview.skipped) })}
        </Alert>
      )}
      <Group gap="sm">
        <Button component={Link} to={listPath}>
          {t('importUsers.toList')}
        </Button>
        <Button variant="default" onClick={onAgain}>
          {t('importUsers.anotherImport')}
        </Button>
      </Group>
      {refused.length > 0 && <ImportRowsTable title={t('importUsers.notImportedTitle')} rows={refused} withProblems color="red.8" />}
      <ImportRowsTable title={t('importUsers.importedTitle')} rows={imported} />
    </Stack>
  );
}
