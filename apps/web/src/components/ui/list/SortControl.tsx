import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListSortField } from './types';

interface Props {
  fields: readonly ListSortField[];
  value: string;
  onChange: (sort: string) => void;
  /** The full width of the filters drawer. */
  fill?: boolean;
}

/** Sort field and direction in one choice, e.g. 'Naam (aflopend)' for `name:desc`. */
export function SortControl({ fields, value, onChange, fill = false }: Props) {
  const { t } = useTranslation();
  const data = fields.flatMap(({ field, label }) => [
    { value: `${field}:asc`, label: t('list.sortAsc', { field: label }) },
    { value: `${field}:desc`, label: t('list.sortDesc', { field: label }) },
  ]);
  const current = value.includes(':') ? value : `${value}:asc`;
  return <Select label={t('list.sortBy')} data={data} value={current} onChange={(next) => next && onChange(next)} allowDeselect={false} w={fill ? '100%' : 220} />;
}
