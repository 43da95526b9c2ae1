import { PRICE_TIERS } from '@coulisse/shared/rules/wardrobe/stock';
import type { CategoryPriceDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { formatEuro } from './money';
import { ScrollTable } from '../../../components/ui/ScrollTable';

/** The prices of a category, newest start first, the current one marked (spec 3 §4). */
export function PriceHistory({ prices }: { prices: readonly CategoryPriceDto[] }) {
  const { t } = useTranslation();
  if (!prices.length) return <Text c="dimmed">{t('stock.categories.noPrices')}</Text>;
  return (
    <ScrollTable minWidth={860} label={t('stock.categories.history')}>
      <Table striped>
        <Table.Caption>{t('stock.categories.history')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stock.categories.validFrom')}</Table.Th>
            <Table.Th scope="col">{t('stock.categories.validUntil')}</Table.Th>
            {PRICE_TIERS.map((tier) => (
              <Table.Th scope="col" key={tier} ta="right">
                {t('stock.categories.price', { tier })}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('stock.categories.replacementPrice')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.map((p) => (
            <Table.Tr key={p.id} aria-current={p.current ? 'true' : undefined} fw={p.current ? 600 : undefined}>
              <Table.Th scope="row" fw="inherit" miw={210}>
                {formatDate(p.startDt)}{' '}
                {p.current && (
                  <Badge size="sm" color="teal" ml={4}>
                    {t('stock.categories.current')}
                  </Badge>
                )}
              </Table.Th>
              <Table.Td>{formatDate(p.endDt)}</Table.Td>
              {PRICE_TIERS.map((tier) => (
                <Table.Td key={tier} ta="right">
                  {formatEuro(p[`price${tier}`])}
                </Table.Td>
              ))}
              <Table.Td ta="right">{formatEuro(p.replacementPrice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
