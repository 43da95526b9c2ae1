import { categoryUpdateBody, type CategoryDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ExportButton } from '../../../components/ui/list/ExportButton';
import { translateMessage } from '../../../lib/i18n';
import { SectionShell } from '../../../app/section/SectionShell';
import { useCategory } from '../api/get-category';
import { useRenameCategory } from '../api/rename-category';
import { AddPriceForm } from '../components/AddPriceForm';
import { PriceHistory } from '../components/PriceHistory';
import { useIdParam } from '../components/useIdParam';
import { useSaveErrors } from '../components/useFormSave';

/** Editing a category needs only its name (spec 3 §5). */
function NameForm({ category }: { category: CategoryDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError, reset } = useForm<{ name: string }>({ resolver: zodResolver(categoryUpdateBody), mode: 'onBlur', defaultValues: { name: category.name } });
  useEffect(() => reset({ name: category.name }), [category.name, reset]);
  const rename = useRenameCategory(category.id);
  const onError = useSaveErrors(setError, ['name']);
  const back = () => void navigate('/retributiebeheer/categorieen');
  const submit = (values: { name: string }) =>
    rename.mutate(values, { onSuccess: () => notifications.show({ color: 'green', message: t('stock.success.categoryUpdated') }), onError });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack gap="md" maw={520}>
        <TextInput label={t('stock.categories.name')} required disabled={rename.isPending} error={translateMessage(t, formState.errors.name?.message) || undefined} {...register('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={back}>
            {t('app.back')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('app.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/retributiebeheer/categorieen/{id}/bewerk` (spec 3 §2): name, price history, a new price, its articles' export. */
export function EditCategoryScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const id = useIdParam();
  const category = useCategory(id);
  const data = category.data;
  return (
    <SectionShell section="rental" page="categories">
      <Title order={2} size="h3">
        {data ? data.name : t('stock.categories.edit')}
      </Title>
      {(id === null || category.isError) && <Alert color="orange">{t('stock.common.notFound')}</Alert>}
      {category.isPending && id !== null && <Loader aria-label={t('app.loading')} />}
      {data && (
        <>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <NameForm category={data} />
          </Paper>
          <Group justify="space-between" align="center">
            <Text>{t('stock.categories.articleCount', { count: data.articleCount })}</Text>
            {user?.flags.canReadArticles && data.articleCount > 0 && <ExportButton path={`/api/reports/categories/${data.id}/articles.xlsx`} filters={{}} sort="id:asc" />}
          </Group>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <PriceHistory prices={data.prices} />
              <AddPriceForm categoryId={data.id} />
            </Stack>
          </Paper>
        </>
      )}
    </SectionShell>
  );
}
