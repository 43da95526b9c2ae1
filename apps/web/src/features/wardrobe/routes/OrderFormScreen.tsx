import { missingRenterFields, renterErrors, requiredRenterFields, type RenterField } from '@coulisse/shared/rules/wardrobe/rentals';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { SectionShell } from '../../../app/section/SectionShell';
import { useCreateOrder } from '../api/create-order';
import { useOrder } from '../api/get-order';
import { usePrice } from '../api/get-price';
import { useUpdateOrder } from '../api/update-order';
import { ArticlesBlock } from '../components/ArticlesBlock';
import { draftFromOrder, emptyDraft, priceBodyOf, renterFieldsOf, toBody, type OrderDraft } from '../components/orderDraft';
import { PricesBlock } from '../components/PricesBlock';
import { RenterBlocks } from '../components/RenterBlocks';

const BASE = '/retributiebeheer/bestelformulieren';
const LABEL: Record<RenterField, string> = {
  type: 'renterType',
  priceCategory: 'priceCategory',
  name: 'responsible',
  companyName: 'companyName',
  socialSecurity: 'socialSecurity',
  uniqueNumber: 'uniqueNumber',
  cellPhone: 'cellPhone',
  email: 'email',
  streetName: 'streetName',
  houseNumber: 'houseNumber',
  zipCode: 'zipCode',
  cityName: 'cityName',
  fromDt: 'fromDt',
  toDt: 'toDt',
  periods: 'periods',
};

/** `/retributiebeheer/bestelformulieren/nieuw` and `/bewerk/{id}` (spec 3 §2 Order form). */
export function OrderFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const editing = params.id !== undefined;
  const order = useOrder(id);
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateOrder();
  const update = useUpdateOrder(id ?? 0);

  // The stored order fills the form once: a background refetch must not wipe what is being typed.
  const [loadedId, setLoadedId] = useState<number | null>(null);
  if (order.data && loadedId !== order.data.id) {
    setLoadedId(order.data.id);
    setDraft(draftFromOrder(order.data));
  }

  const fields = renterFieldsOf(draft);
  const missing = missingRenterFields(fields);
  const allErrors = renterErrors(fields, new Date().toISOString().slice(0, 10));
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([f]) => showAll || touched.has(f)));
  const required = useMemo(() => new Set<string>(requiredRenterFields(draft.type)), [draft.type]);
  const price = usePrice(priceBodyOf(draft));
  const money = price.data && priceBodyOf(draft) ? price.data : { price: 0, vat: 0, replacementPrice: 0 };

  const blocked = order.data?.billed ? t('rentals.alreadyBilled') : order.data?.canceled ? t('rentals.alreadyCanceled') : null;
  const ready = missing.length === 0 && Object.keys(allErrors).length === 0 && draft.items.length > 0;
  const busy = create.isPending || update.isPending;

  const save = () => {
    setShowAll(true);
    setFailure(null);
    if (!ready || blocked) return;
    const onError = (error: Error) =>
      setFailure(
        error instanceof ApiError ? [error.message, ...Object.values(error.fields)].filter((m, i, a) => a.indexOf(m) === i).join(' · ') : error.message,
      );
    if (id === null)
      create.mutate(toBody(draft), {
        onSuccess: ({ rentalId }) => {
          notifications.show({ color: 'green', message: t('rentals.rented') });
          void navigate(`${BASE}/detail/${rentalId}`);
        },
        onError,
      });
    else
      update.mutate(toBody(draft), {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('rentals.updated') });
          void navigate(`${BASE}/detail/${id}`);
        },
        onError,
      });
  };

  if (editing && (id === null || order.isError)) {
    return (
      <SectionShell section="rental" page="orders">
        <Alert color="orange">{t('rentals.notFound')}</Alert>
      </SectionShell>
    );
  }
  return (
    <SectionShell section="rental" page="orders">
      <Title order={2} size="h3">
        {editing ? `${t('rentals.edit')} ${id}` : t('rentals.new')}
      </Title>
      {editing && order.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <Stack gap="md">
          {blocked && <Alert color="orange">{blocked}</Alert>}
          <RenterBlocks
            draft={draft}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            errors={errors}
            required={required}
            onBlur={(f) => setTouched((s) => new Set(s).add(f))}
          />
          <ArticlesBlock orderId={id} draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
          <PricesBlock {...money} />
          {failure && <Alert color="red">{failure}</Alert>}
          {!ready && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('rentals.missing', {
                fields: [...missing.map((f) => t(`rentals.${LABEL[f]}`)), ...(draft.items.length ? [] : [t('rentals.articles')])].join(', '),
              })}
            </Text>
          )}
          <Group>
            <Button onClick={save} disabled={!ready || blocked !== null} loading={busy}>
              {editing ? t('rentals.save') : t('rentals.rent')}
            </Button>
            <Button variant="default" component={Link} to={id ? `${BASE}/detail/${id}` : BASE}>
              {t('app.back')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionShell>
  );
}
