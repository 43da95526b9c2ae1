import { categoryPriceBody } from '@coulisse/shared/schemas/wardrobe/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { translateMessage } from '../../../lib/i18n';
import { useAddCategoryPrice } from '../api/add-category-price';
import { EMPTY_PRICES, PriceFields, type PriceValues } from './PriceFields';
import { useSaveErrors } from './useFormSave';

type Values = { startDt: string } & PriceValues;
const FIELDS = ['startDt', 'priceA', 'priceB', 'priceC', 'priceD', 'priceE', 'replacementPrice'];

/** A new price from a day on (spec 3 §5: not in the past, every tier, replacement optional); it closes the open one. */
export function AddPriceForm({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(categoryPriceBody) as never,
    mode: 'onBlur',
    defaultValues: { startDt: '', ...EMPTY_PRICES },
  });
  const add = useAddCategoryPrice(categoryId);
  const onError = useSaveErrors(setError, FIELDS);
  const submit = (values: Values) =>
    add.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('stock.success.priceCreated') });
        reset({ startDt: '', ...EMPTY_PRICES });
      },
      onError,
    });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="add-price-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="add-price-title">
          {t('stock.categories.addPrice')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('stock.categories.pricesHint')}
        </Text>
        <Controller
          control={control}
          name="startDt"
          render={({ field }) => (
            <DateField
              label={t('stock.categories.validFrom')}
              placeholder="DD/MM/JJJJ"
              required
              maw={220}
              disabled={add.isPending}
              error={translateMessage(t, formState.errors.startDt?.message) || undefined}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <PriceFields control={control as never} errors={formState.errors} disabled={add.isPending} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('stock.categories.addPrice')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
