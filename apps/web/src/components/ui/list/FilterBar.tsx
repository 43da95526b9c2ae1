import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterWidget } from './FilterWidget';
import { SortControl } from './SortControl';
import type { ListConfig, ListRow } from './types';
import type { ListStateControls } from './useListState';

interface Props<T extends ListRow> {
  config: ListConfig<T>;
  list: ListStateControls;
  /** The export button, when the list has one and the user may use it. */
  exportButton?: ReactNode;
}

/** Free text, filter widgets, sort and export above the list (spec 1 §2 "Filtered-list screens"). */
export function FilterBar<T extends ListRow>({ config, list, exportButton }: Props<T>) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {config.textFilter && (
        <TextInput
          type="search"
          label={config.textFilter}
          value={list.draftText}
          onChange={(event) => list.setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
      )}
      {config.filters?.map((widget) => (
        <FilterWidget key={widget.name} widget={widget} value={list.state.filters[widget.name] ?? ''} onChange={(value) => list.setFilter(widget.name, value)} />
      ))}
      {config.sortFields.length > 0 && <SortControl fields={config.sortFields} value={list.state.sort} onChange={list.setSort} />}
      {exportButton}
    </Group>
  );
}
