import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { describeError } from '../../../lib/errors';
import { useDeleteStockItem } from '../api/delete-stock-item';

/**
 * Asks before deleting a stock row, then deletes it; a refusal (the value is still used by
 * articles) stays on screen longer, since it says what to do first.
 */
export function useDeleteConfirm<T>(path: (row: T) => string, name: (row: T) => string) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteStockItem(path);
  const confirm = () =>
    deleting !== null &&
    remove.mutate(deleting, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer?.message ?? t('stock.success.deleted', { name: name(deleting) }) }),
      onError: (e) => notifications.show({ color: 'red', message: describeError(t, e), autoClose: 10_000 }),
      onSettled: () => setDeleting(null),
    });
  const dialog = (
    <ConfirmDialog
      opened={deleting !== null}
      title={t('app.delete')}
      message={t('stock.common.confirmDelete')}
      detail={deleting !== null ? name(deleting) : undefined}
      confirmLabel={t('app.delete')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
