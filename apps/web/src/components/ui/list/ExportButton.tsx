import { Button, Loader } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListFilterValues } from './types';
import { useDownload } from './download';

interface Props {
  path: string;
  filters: ListFilterValues;
  sort: string;
}

/** xlsx export of what the list shows (spec 1 §2): same filters and sort, streamed by the server. */
export function ExportButton({ path, filters, sort }: Props) {
  const { t } = useTranslation();
  const download = useDownload();
  const query: Record<string, string> = { sort };
  if (Object.keys(filters).length) query.filters = JSON.stringify(filters);
  const preparing = download.isPending;
  // Not `disabled` while preparing: the button keeps focus and says what is going on.
  return (
    <Button
      variant="default"
      leftSection={preparing ? <Loader size={14} aria-hidden /> : <IconFileSpreadsheet size={16} aria-hidden />}
      data-disabled={preparing || undefined}
      aria-busy={preparing}
      onClick={() => !preparing && download.mutate({ path, query })}
    >
      {preparing ? t('list.exporting') : t('list.export')}
    </Button>
  );
}
