import { Alert, Badge, Group, Loader, Stack, Title } from '@mantine/core';
import { IconCash, IconFileTypePdf, IconPencil, IconReceipt, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { Toolbar, type ToolbarAction } from '../../../components/ui/Toolbar';
import { SectionShell } from '../../../app/section/SectionShell';
import { useLiveOrder } from '../api/join-order-room';
import { useOrder } from '../api/get-order';
import { FineModal } from '../components/FineModal';
import { OrderInfo } from '../components/OrderInfo';
import { OrderItems } from '../components/OrderItems';
import { PricesBlock } from '../components/PricesBlock';
import { StatusDialogs, type StatusDialog } from '../components/StatusDialogs';
import { useOpenPdf } from '../components/useOpenPdf';

/** `/retributiebeheer/bestelformulieren/detail/{id}` (spec 3 §2 Order detail), live on `clothing_receive_items`. */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const order = useOrder(id);
  const { user } = useAuth();
  const canUpdate = user?.flags.canUpdateOrders === true;
  const openPdf = useOpenPdf();
  const [dialog, setDialog] = useState<StatusDialog>(null);
  const [fineOpen, setFineOpen] = useState(false);
  useLiveOrder(id);

  if (id === null || order.isError) {
    return (
      <SectionShell section="rental" page="orders">
        <Alert color="orange">{t('rentals.notFound')}</Alert>
      </SectionShell>
    );
  }
  const o = order.data;
  const open = o !== undefined && !o.billed && !o.canceled;
  const actions: ToolbarAction[] = [
    ...(open
      ? [{ key: 'edit', label: t('app.edit'), icon: IconPencil, to: `/retributiebeheer/bestelformulieren/bewerk/${id}`, right: 'canUpdateOrders' }]
      : []),
    { key: 'pdf', label: t('rentals.pdf'), icon: IconFileTypePdf, onClick: () => openPdf(id) },
    ...(o && !o.canceled ? [{ key: 'fine', label: t('rentals.fine'), icon: IconCash, right: 'canUpdateOrders', onClick: () => setFineOpen(true) }] : []),
    ...(open
      ? [
          { key: 'billed', label: t('rentals.markBilled'), icon: IconReceipt, right: 'canUpdateOrders', onClick: () => setDialog('billed') },
          { key: 'cancel', label: t('rentals.cancelOrder'), icon: IconX, right: 'canUpdateOrders', onClick: () => setDialog('cancel') },
        ]
      : []),
  ];
  return (
    <SectionShell section="rental" page="orders">
      {!o ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {t('rentals.detail', { id: o.id })}
            </Title>
            {o.billed && <Badge color="blue">{t('rentals.billed')}</Badge>}
            {o.canceled && <Badge color="gray">{t('rentals.canceled')}</Badge>}
            {o.returned && <Badge color="green">{t('rentals.returned')}</Badge>}
            {open && !o.returned && <Badge color="orange">{t('rentals.statusOpen')}</Badge>}
          </Group>
          <Toolbar actions={actions} />
          <OrderInfo order={o} />
          <OrderItems order={o} canUpdate={canUpdate} />
          <PricesBlock price={o.price} vat={o.vat} replacementPrice={o.replacementPrice} fine={o.fine} />
          <StatusDialogs order={o} open={dialog} setOpen={setDialog} />
          <FineModal order={o} opened={fineOpen} onClose={() => setFineOpen(false)} />
        </Stack>
      )}
    </SectionShell>
  );
}
