import { daysBetween, fineAllowed, fineAmount } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { Modal, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetFine } from '../api/set-fine';
import { formatEuro } from './money';
import { FormActions } from '../../../components/ui/FormActions';

const num = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);

function FineForm({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { t } = useTranslation();
  const out = order.items.reduce((n, i) => n + i.amount - i.returned, 0);
  const late = Math.max(0, daysBetween(order.toDt, new Date().toISOString().slice(0, 10)));
  const [pieces, setPieces] = useState<number | string>(out);
  const [days, setDays] = useState<number | string>(late);
  const [perDay, setPerDay] = useState<number | string>(order.finePerDay);
  const setFine = useSetFine(order.id);
  const fine = fineAmount(num(pieces), num(days), num(perDay));
  const allowed = fineAllowed(fine);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (allowed) setFine.mutate(fine, { onSuccess: (a) => (notifications.show({ color: 'green', message: a.message }), onClose()) });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <NumberInput label={t('rentals.finePieces')} value={pieces} onChange={setPieces} allowDecimal={false} />
        <NumberInput label={t('rentals.fineDays')} value={days} onChange={setDays} allowDecimal={false} />
        <NumberInput label={t('rentals.finePerDay')} value={perDay} onChange={setPerDay} decimalScale={2} decimalSeparator="," />
      </SimpleGrid>
      <Text mt="md" fw={600} aria-live="polite" c={allowed ? undefined : 'red'}>
        {allowed ? t('rentals.fineResult', { amount: formatEuro(fine) }) : t('rentals.fineNegative')}
      </Text>
      <FormActions onCancel={onClose} busy={setFine.isPending} submitDisabled={!allowed} submitLabel={t('rentals.setFine')} mt="md" />
    </form>
  );
}

/** Fine = pieces × days × fine per piece per day (spec 3 §5); saving is disabled when negative. */
export function FineModal({ order, opened, onClose }: { order: OrderDto; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('rentals.fineTitle')}>
      {opened && <FineForm order={order} onClose={onClose} />}
    </Modal>
  );
}
