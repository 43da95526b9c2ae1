import { Checkbox, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cellContent } from './cells';
import { sortParts } from './listState';
import type { ListColumn, ListConfig, ListRow } from './types';
import type { Selection } from './useSelection';
import { ScrollTable } from '../ScrollTable';

interface Props<T extends ListRow> {
  config: ListConfig<T>;
  rows: readonly T[];
  selection?: Selection;
  sort: string;
  onSort: (sort: string) => void;
}

function SortHeader<T>({ column, sort, onSort }: { column: ListColumn<T> & { sortField: string }; sort: string; onSort: (sort: string) => void }) {
  const { field, direction } = sortParts(sort);
  const active = field === column.sortField;
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={() => onSort(`${column.sortField}:${active && direction === 'asc' ? 'desc' : 'asc'}`)} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {column.label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  );
}

/** The desktop list: a real table, the primary column as row header, sortable column headers. */
export function ListTable<T extends ListRow>({ config, rows, selection, sort, onSort }: Props<T>) {
  const { t } = useTranslation();
  const { field, direction } = sortParts(sort);
  const shownSelected = rows.filter((row) => selection?.has(row.id)).length;
  return (
    <ScrollTable label={config.caption} minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
        <Table.Caption>
          <VisuallyHidden>{config.caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t('list.selectPage')}
                  checked={rows.length > 0 && shownSelected === rows.length}
                  indeterminate={shownSelected > 0 && shownSelected < rows.length}
                  onChange={(event) => selection.setMany(rows.map((row) => row.id), event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {config.columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                w={column.width}
                aria-sort={column.sortField && column.sortField === field ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sortField ? <SortHeader column={{ ...column, sortField: column.sortField }} sort={sort} onSort={onSort} /> : column.label}
              </Table.Th>
            ))}
            {config.rowActions && (
              <Table.Th ta="right">
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} bg={selection?.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}>
              {selection && (
                <Table.Td>
                  <Checkbox aria-label={t('list.selectRow', { name: config.rowName(row) })} checked={selection.has(row.id)} onChange={(event) => selection.toggle(row.id, event.currentTarget.checked)} />
                </Table.Td>
              )}
              {config.columns.map((column) =>
                column.primary ? (
                  <Table.Th key={column.key} scope="row" ta={column.align} fw={500}>
                    {cellContent(column, row, config.rowLink)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.align}>
                    {cellContent(column, row, config.rowLink)}
                  </Table.Td>
                ),
              )}
              {config.rowActions && <Table.Td>{config.rowActions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
