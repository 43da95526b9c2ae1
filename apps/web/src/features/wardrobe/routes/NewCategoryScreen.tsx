import { categoryCreateBody } from '@coulisse/shared/schemas/wardrobe/stock';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../../lib/i18n';
import { SectionShell } from '../../../app/section/SectionShell';
import { useCreateCategory } from '../api/create-category';
import { EMPTY_PRICES, PriceFields, type PriceValues } from '../components/PriceFields';
import { useSaveErrors } from '../components/useFormSave';
import { formResolver } from '../../../lib/formResolver';
import { FormActions } from '../../../components/ui/FormActions';

type Values = { name: string } & PriceValues;
const FIELDS = ['name', 'priceA', 'priceB', 'priceC', 'priceD', 'priceE', 'replacementPrice'];

/** `/retributiebeheer/categorieen/nieuw` (spec 3 §5): name and all five prices; the first price starts today. */
export function NewCategoryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, control, handleSubmit, formState, setError } = useForm<Values>({
    resolver: formResolver(categoryCreateBody) as never,
    mode: 'onBlur',
    defaultValues: { name: '', ...EMPTY_PRICES },
  });
  const create = useCreateCategory();
  const onError = useSaveErrors(setError, FIELDS);
  const back = () => void navigate('/retributiebeheer/categorieen');
  const submit = (values: Values) =>
    create.mutate(values, {
      onSuccess: (category) => {
        notifications.show({ color: 'green', message: t('stock.success.categoryCreated', { name: category.name }) });
        back();
      },
      onError,
    });

  return (
    <SectionShell section="rental" page="categories">
      <Title order={2} size="h3">
        {t('stock.categories.new')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={handleSubmit(submit)} noValidate>
          <Stack gap="md" maw={640}>
            <TextInput label={t('stock.categories.name')} required disabled={create.isPending} error={translateMessage(t, formState.errors.name?.message) || undefined} {...register('name')} />
            <Text fz="sm" c="dimmed">
              {t('stock.categories.pricesHint')}
            </Text>
            <PriceFields control={control as never} errors={formState.errors} disabled={create.isPending} />
            <FormActions onCancel={back} busy={create.isPending} />
          </Stack>
        </form>
      </Paper>
    </SectionShell>
  );
}
