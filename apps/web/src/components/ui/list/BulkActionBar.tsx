import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListBulkAction } from './types';

interface Props {
  count: number;
  total: number;
  allMatching: boolean;
  selectingAll: boolean;
  running: boolean;
  actions: readonly ListBulkAction[];
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (action: ListBulkAction) => void;
}

/** Shown while rows are checked: how many, "select all N matching", and the bulk actions. */
export function BulkActionBar({ count, total, allMatching, selectingAll, running, actions, onSelectAllMatching, onClear, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-label={t('list.bulkActions')} withBorder radius="md" p="sm" bg="coulisse.0">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={600}>{t('list.selected', { count })}</Text>
          {allMatching ? (
            <Text fz="sm">{t('list.allMatchingSelected', { count: total })}</Text>
          ) : (
            count < total && (
              <Button variant="subtle" size="compact-sm" loading={selectingAll} onClick={onSelectAllMatching}>
                {t('list.selectAllMatching', { count: total })}
              </Button>
            )
          )}
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onClear}>
            {t('list.clearSelection')}
          </Button>
        </Group>
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.key}
              size="sm"
              color={action.color}
              leftSection={action.icon ? <action.icon size={16} aria-hidden /> : undefined}
              loading={running}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
