import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  resource: string;
  /** The user narrowed the list: say so and offer to clear the filters. */
  filtered: boolean;
  onClearFilters: () => void;
  /** What to do first, shown when the list is empty without filters. */
  hint?: ReactNode;
}

/** 'empty.resource' and 'empty.resourceWithFilters' of spec 1 §8, as whole sentences. */
export function ListEmptyState({ resource, filtered, onClearFilters, hint }: Props) {
  const { t } = useTranslation();
  const Icon = filtered ? IconFilterOff : IconInbox;
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Icon size={36} stroke={1.4} color="var(--mantine-color-coulisse-4)" aria-hidden />
        <Text>{filtered ? t('empty.resourceWithFilters', { resource }) : t('empty.resource', { resource })}</Text>
        {!filtered && hint}
        {filtered && (
          <Button variant="light" onClick={onClearFilters}>
            {t('empty.clearFilters')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
