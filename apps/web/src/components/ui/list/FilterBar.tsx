import { Badge, Button, Drawer, Group, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterWidget } from './FilterWidget';
import { SortControl } from './SortControl';
import type { ListConfig, ListRow } from './types';
import type { ListStateControls } from './useListState';

interface Props<T extends ListRow> {
  config: ListConfig<T>;
  list: ListStateControls;
  /** The export button, when the list has one and the user may use it. */
  exportButton?: ReactNode;
  /** Under 960 px the widgets, sort and export fold into a "Filters" drawer. */
  folded: boolean;
}

/**
 * Free text, filter widgets, sort and export above the list (spec 1 §2 "Filtered-list screens").
 * On a phone only the text box and a "Filters" button stay above the list, so the first rows
 * show on the first screen; the button counts the widgets that are set.
 */
export function FilterBar<T extends ListRow>({ config, list, exportButton, folded }: Props<T>) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const text = config.textFilter && (
    <TextInput
      type="search"
      label={config.textFilter}
      value={list.draftText}
      onChange={(event) => list.setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      style={{ flex: '1 1 240px', maxWidth: 420 }}
    />
  );
  const widgets = config.filters?.map((widget) => (
    <FilterWidget
      key={widget.name}
      widget={widget}
      value={list.state.filters[widget.name] ?? ''}
      onChange={(value) => list.setFilter(widget.name, value)}
      fill={folded}
    />
  ));
  const sort = config.sortFields.length > 0 && <SortControl fields={config.sortFields} value={list.state.sort} onChange={list.setSort} fill={folded} />;
  const foldable = Boolean(config.filters?.length || config.sortFields.length || exportButton);

  if (!folded || !foldable) {
    return (
      <Group align="flex-end" gap="sm" wrap="wrap">
        {text}
        {widgets}
        {sort}
        {exportButton}
      </Group>
    );
  }
  const setCount = Object.keys(list.state.filters).length;
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      {text}
      <Button
        variant="default"
        onClick={drawer.open}
        aria-haspopup="dialog"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          setCount > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {setCount}
            </Badge>
          ) : null
        }
        style={{ flexShrink: 0 }}
      >
        {t('list.filters')}
        {setCount > 0 && <VisuallyHidden>, {t('list.filtersSet', { count: setCount })}</VisuallyHidden>}
      </Button>
      <Drawer opened={opened} onClose={drawer.close} title={t('list.filters')} position="right" size="min(100%, 360px)">
        <Stack gap="md">
          {widgets}
          {sort}
          {exportButton}
          <Button onClick={drawer.close}>{t('list.showResults')}</Button>
        </Stack>
      </Drawer>
    </Group>
  );
}
