import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellContent } from './cells';
import type { ListConfig, ListRow } from './types';
import type { Selection } from './useSelection';

interface Props<T extends ListRow> {
  config: ListConfig<T>;
  rows: readonly T[];
  selection?: Selection;
}

/** Under 960 px (spec 1 §9) each row becomes a card: the primary cell as title, the rest as a description list. */
export function ListCards<T extends ListRow>({ config, rows, selection }: Props<T>) {
  const { t } = useTranslation();
  const primary = config.columns.find((column) => column.primary) ?? config.columns[0];
  const details = config.columns.filter((column) => column !== primary);
  const shownSelected = rows.filter((row) => selection?.has(row.id)).length;
  return (
    <Stack gap="sm">
      {selection && (
        <Checkbox
          label={t('list.selectPage')}
          checked={rows.length > 0 && shownSelected === rows.length}
          indeterminate={shownSelected > 0 && shownSelected < rows.length}
          onChange={(event) => selection.setMany(rows.map((row) => row.id), event.currentTarget.checked)}
        />
      )}
      <Stack component="ul" aria-label={config.caption} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card component="li" key={row.id} withBorder padding="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {selection && (
                <Checkbox mt={2} aria-label={t('list.selectRow', { name: config.rowName(row) })} checked={selection.has(row.id)} onChange={(event) => selection.toggle(row.id, event.currentTarget.checked)} />
              )}
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                {primary && (
                  <Text component="div" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {cellContent(primary, row, config.rowLink)}
                  </Text>
                )}
                <Stack component="dl" gap={6} m={0}>
                  {details.map((column) => (
                    <Group key={column.key} gap="xs" wrap="nowrap" align="baseline">
                      <Text component="dt" fz="xs" c="dimmed" w={110} style={{ flexShrink: 0 }}>
                        {column.label}
                      </Text>
                      <Text component="dd" fz="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cellContent(column, row, config.rowLink)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            </Group>
            {config.rowActions && (
              <Group justify="flex-end" mt="sm">
                {config.rowActions(row)}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
