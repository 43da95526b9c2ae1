import { PRICE_CATEGORIES, priceLetter, RENTER_TYPES, rentalPeriods, type RenterField } from '@coulisse/shared/rules/wardrobe/rentals';
import { Paper, Select, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { DateField } from '../../../components/ui/DateField';
import type { OrderDraft } from './orderDraft';

type TextKey = Exclude<keyof OrderDraft, 'type' | 'priceCategory' | 'items' | 'groups'>;

interface Props {
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
  /** Field → catalogue key of the fields shown with an error (after leaving them or saving). */
  errors: Partial<Record<RenterField, string>>;
  /** The fields that count for the rent button (spec 3 §5), marked required. */
  required: ReadonlySet<string>;
  onBlur: (field: string) => void;
}

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The renter, contact, project contact and dates blocks of the order form (spec 3 §2 Order form). */
export function RenterBlocks({ draft, onChange, errors, required, onBlur }: Props) {
  const { t } = useTranslation();
  const error = (f: string) => {
    const key = errors[f as RenterField];
    return key ? translateMessage(t, key) : undefined;
  };
  const text = (field: TextKey, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      value={draft[field]}
      withAsterisk={required.has(field)}
      error={error(field)}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      onBlur={() => onBlur(field)}
      {...extra}
    />
  );
  const periods = rentalPeriods(draft.fromDt, draft.toDt);
  return (
    <>
      <Block title={t('rentals.renter')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('rentals.renterType')}
            withAsterisk
            data={RENTER_TYPES.map((v) => ({ value: String(v), label: t(`rentals.types.${v}`) }))}
            value={draft.type === null ? null : String(draft.type)}
            error={error('type')}
            onChange={(v) => onChange({ type: v ? Number(v) : null })}
            onBlur={() => onBlur('type')}
          />
          {text('companyName', t('rentals.companyName'))}
          {text('name', t('rentals.responsible'))}
          {text('uniqueNumber', t('rentals.uniqueNumber'))}
          {text('socialSecurity', t('rentals.socialSecurity'))}
          {text('bankAccount', t('rentals.bankAccount'))}
        </SimpleGrid>
      </Block>
      <Block title={t('rentals.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('cellPhone', t('rentals.cellPhone'), { type: 'tel', autoComplete: 'tel' })}
          {text('email', t('rentals.email'), { type: 'email', autoComplete: 'email' })}
          {text('streetName', t('rentals.streetName'))}
          <SimpleGrid cols={2}>
            {text('houseNumber', t('rentals.houseNumber'))}
            {text('bus', t('rentals.bus'))}
          </SimpleGrid>
          {text('zipCode', t('rentals.zipCode'))}
          {text('cityName', t('rentals.cityName'))}
        </SimpleGrid>
      </Block>
      <Block title={t('rentals.projectContact')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('projectName', t('rentals.projectName'))}
          {text('projectOwner', t('rentals.projectOwner'))}
          {text('projectOwnerCellPhone', t('rentals.projectOwnerCellPhone'), { type: 'tel' })}
        </SimpleGrid>
      </Block>
      <Block title={t('rentals.datesAndInfo')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={t('rentals.fromDt')}
            placeholder="DD/MM/JJJJ"
            withAsterisk
            value={draft.fromDt}
            error={error('fromDt')}
            onChange={(v) => onChange({ fromDt: v })}
            onBlur={() => onBlur('fromDt')}
          />
          <DateField
            label={t('rentals.toDt')}
            placeholder="DD/MM/JJJJ"
            withAsterisk
            value={draft.toDt}
            error={error('toDt')}
            onChange={(v) => onChange({ toDt: v })}
            onBlur={() => onBlur('toDt')}
          />
          <div>
            <Text size="sm" fw={500}>
              {t('rentals.periods')}
            </Text>
            <Text aria-live="polite">{periods}</Text>
          </div>
          <Select
            label={t('rentals.priceCategory')}
            withAsterisk
            data={PRICE_CATEGORIES.map((v) => ({ value: String(v), label: priceLetter(v) }))}
            value={draft.priceCategory === null ? null : String(draft.priceCategory)}
            error={error('priceCategory')}
            onChange={(v) => onChange({ priceCategory: v ? Number(v) : null })}
            onBlur={() => onBlur('priceCategory')}
          />
        </SimpleGrid>
        <Textarea mt="sm" label={t('rentals.info')} autosize minRows={2} value={draft.info} onChange={(e) => onChange({ info: e.currentTarget.value })} />
      </Block>
    </>
  );
}
