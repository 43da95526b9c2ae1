import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';

/** A batch could not be loaded: the reason and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('list.loadFailed')}>
      {describeError(t, error)}
      <Button variant="default" size="xs" display="block" mt="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
