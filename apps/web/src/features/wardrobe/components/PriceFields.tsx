import { PRICE_TIERS } from '@coulisse/shared/rules/wardrobe/stock';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';

export type PriceValues = {
  priceA: number | null;
  priceB: number | null;
  priceC: number | null;
  priceD: number | null;
  priceE: number | null;
  replacementPrice: number | null;
};

export const EMPTY_PRICES: PriceValues = { priceA: null, priceB: null, priceC: null, priceD: null, priceE: null, replacementPrice: null };

const FIELDS = [...PRICE_TIERS.map((tier) => ({ name: `price${tier}` as const, tier })), { name: 'replacementPrice' as const, tier: null }];

/** The five tier prices A–E (required) and the replacement value (optional) of spec 3 §5, in euro. */
export function PriceFields({ control, errors, disabled }: { control: Control<never>; errors: FieldErrors<PriceValues>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {FIELDS.map(({ name, tier }) => (
        <Controller
          key={name}
          control={control as unknown as Control<PriceValues>}
          name={name}
          render={({ field }) => (
            <NumberInput
              label={tier ? t('stock.categories.price', { tier }) : t('stock.categories.replacementPrice')}
              required={tier !== null}
              prefix="€ "
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              min={0}
              allowNegative={false}
              disabled={disabled}
              error={translateMessage(t, errors[name]?.message) || undefined}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
