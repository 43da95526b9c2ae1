import { priceLetter } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDay } from '../../../lib/dates';
import { Block } from './RenterBlocks';

function Facts({ rows }: { rows: [string, string | number][] }) {
  const shown = rows.filter(([, v]) => v !== '' && v !== null);
  return (
    <dl
      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 12, rowGap: 4, overflowWrap: 'anywhere' }}
    >
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/** Renter, contact, project and order data of the detail screen (spec 3 §2 Order detail). */
export function OrderInfo({ order: o }: { order: OrderDto }) {
  const { t } = useTranslation();
  const address = `${o.streetName} ${o.houseNumber}${o.bus ? ` bus ${o.bus}` : ''}, ${o.zipCode} ${o.cityName}`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Block title={t('rentals.renter')}>
        <Facts
          rows={[
            [t('rentals.renterType'), t(`rentals.types.${o.type}`)],
            [t('rentals.companyName'), o.companyName],
            [t('rentals.responsible'), o.name],
            [t('rentals.uniqueNumber'), o.uniqueNumber],
            [t('rentals.socialSecurity'), o.socialSecurity],
            [t('rentals.bankAccount'), o.bankAccount],
          ]}
        />
      </Block>
      <Block title={t('rentals.contact')}>
        <Facts
          rows={[
            [t('rentals.cellPhone'), o.cellPhone],
            [t('rentals.email'), o.email],
            [t('rentals.streetName'), address],
          ]}
        />
      </Block>
      <Block title={t('rentals.project')}>
        {o.projectName || o.projectOwner ? (
          <Facts
            rows={[
              [t('rentals.projectName'), o.projectName],
              [t('rentals.projectOwner'), o.projectOwner],
              [t('rentals.projectOwnerCellPhone'), o.projectOwnerCellPhone],
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Block>
      <Block title={t('rentals.data')}>
        <Facts
          rows={[
            [t('rentals.created'), formatDay(o.creationDt)],
            [t('rentals.fromDt'), formatDate(o.fromDt)],
            [t('rentals.toDt'), formatDate(o.toDt)],
            [t('rentals.periods'), o.periods],
            [t('rentals.priceCategory'), priceLetter(o.priceCategory)],
            [t('rentals.pieces'), o.totalItems],
            [t('rentals.info'), o.info],
          ]}
        />
      </Block>
    </SimpleGrid>
  );
}
