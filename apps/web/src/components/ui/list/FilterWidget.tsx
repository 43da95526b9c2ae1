import { Input, NumberInput, SegmentedControl, Select, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_VALUE } from './listState';
import type { ListFilterWidget } from './types';

interface Props {
  widget: ListFilterWidget;
  /** The URL value; '' when not set. */
  value: string;
  onChange: (value: string) => void;
  /** The full width of the filters drawer instead of the widget's own width. */
  fill?: boolean;
}

/**
 * One filter widget (select, segmented or number); '' always means "not chosen": no filter, or the
 * widget's default value, whose "Alle" is then `all` (see `ListFilterWidget`).
 */
export function FilterWidget({ widget, value, onChange, fill = false }: Props) {
  const { t } = useTranslation();
  const labelId = useId();

  if (widget.kind === 'number') {
    return (
      <NumberInput
        label={widget.label}
        value={value === '' ? '' : Number(value)}
        min={widget.min}
        max={widget.max}
        allowDecimal={false}
        onChange={(next) => onChange(next === '' ? '' : String(next))}
        w={fill ? '100%' : 120}
      />
    );
  }

  const fallback = widget.defaultValue;
  const options = [{ value: fallback === undefined ? '' : ALL_VALUE, label: t('list.all') }, ...widget.options];
  const shown = value || (fallback ?? '');
  // Choosing the default leaves the address without the filter.
  const choose = (next: string) => onChange(next === fallback ? '' : next);
  if (widget.kind === 'select') {
    return (
      <Select
        label={widget.label}
        data={options}
        value={shown}
        onChange={(next) => choose(next ?? '')}
        allowDeselect={false}
        searchable={widget.searchable}
        nothingFoundMessage={widget.searchable ? t('errors.noSearchResults') : undefined}
        w={fill ? '100%' : widget.searchable ? 240 : 200}
      />
    );
  }
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} labelElement="div">
        {widget.label}
      </Input.Label>
      <SegmentedControl aria-labelledby={labelId} data={options} value={shown} onChange={choose} fullWidth={fill} />
    </Stack>
  );
}
