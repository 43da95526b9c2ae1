import type { OrderDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ApiError } from '../../../lib/api';
import { useSetInactive } from '../api/set-inactive';
import { useUpdateOrder } from '../api/update-order';

export type StatusDialog = 'billed' | 'inactive' | 'cancel' | null;

interface Props {
  order: OrderDto;
  open: StatusDialog;
  setOpen: (dialog: StatusDialog) => void;
}

/**
 * Mark billed, then (replacement value above 0) ask whether the clothing not returned becomes
 * inactive; cancel asks whether the articles go to the wash or back on the rack (spec 3 §4).
 * Each refusal is shown as a toast.
 */
export function StatusDialogs({ order, open, setOpen }: Props) {
  const { t } = useTranslation();
  const update = useUpdateOrder(order.id);
  const inactive = useSetInactive(order.id);
  const fail = (error: Error) => notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : t('errors.generic') });
  const bill = () =>
    update.mutate(
      { billed: true },
      {
        onSuccess: (a) => {
          notifications.show({ color: 'green', message: a.message });
          setOpen(order.replacementPrice > 0 && order.items.some((i) => i.returned < i.amount) ? 'inactive' : null);
        },
        onError: (e) => (fail(e), setOpen(null)),
      },
    );
  const cancel = (washing: boolean) =>
    update.mutate(
      { canceled: true, washing },
      { onSuccess: (a) => (notifications.show({ color: 'green', message: a.message }), setOpen(null)), onError: (e) => (fail(e), setOpen(null)) },
    );
  const setInactive = () =>
    inactive.mutate(undefined, {
      onSuccess: (a) => (notifications.show({ color: 'green', message: a.message }), setOpen(null)),
      onError: (e) => (fail(e), setOpen(null)),
    });

  return (
    <>
      <ConfirmDialog
        opened={open === 'billed'}
        title={t('rentals.markBilled')}
        message={t('rentals.billedConfirm', { count: 1 })}
        confirmLabel={t('rentals.markBilled')}
        busy={update.isPending}
        onConfirm={bill}
        onCancel={() => setOpen(null)}
      />
      <ConfirmDialog
        opened={open === 'inactive'}
        title={t('rentals.inactiveTitle')}
        message={t('rentals.inactiveQuestion')}
        confirmLabel={t('rentals.setInactive')}
        busy={inactive.isPending}
        onConfirm={setInactive}
        onCancel={() => setOpen(null)}
      />
      <Modal opened={open === 'cancel'} onClose={() => setOpen(null)} title={t('rentals.cancelTitle')}>
        <Text mb="md">{t('rentals.cancelQuestion')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(null)}>
            {t('app.back')}
          </Button>
          <Button variant="light" loading={update.isPending} onClick={() => cancel(false)}>
            {t('rentals.toRack')}
          </Button>
          <Button loading={update.isPending} onClick={() => cancel(true)}>
            {t('rentals.toWash')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
