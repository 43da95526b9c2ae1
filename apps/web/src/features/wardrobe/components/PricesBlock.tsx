import { round2 } from '@coulisse/shared/rules/wardrobe/rentals';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from './money';
import { Block } from './RenterBlocks';

interface Props {
  price: number;
  vat: number;
  replacementPrice: number;
  fine?: number;
  action?: ReactNode;
}

/** Price excl. VAT, VAT 21 %, total, replacement value and (on the detail) the fine (spec 3 §9). */
export function PricesBlock({ price, vat, replacementPrice, fine, action }: Props) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    [t('rentals.price'), price],
    [t('rentals.vat'), vat],
    [t('rentals.total'), round2(price + vat)],
    [t('rentals.replacementValue'), replacementPrice],
  ];
  if (fine !== undefined) rows.push([t('rentals.fine'), fine]);
  return (
    <Block title={t('rentals.prices')}>
      <Table aria-live="polite" maw={420}>
        <Table.Tbody>
          {rows.map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{formatEuro(amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {action}
    </Block>
  );
}
