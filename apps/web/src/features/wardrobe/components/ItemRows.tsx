import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { ActionIcon, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftGroup, DraftItem } from './orderDraft';

interface Props {
  items: readonly DraftItem[];
  groups: readonly DraftGroup[];
  empty: string;
  onChange: (key: string, patch: Partial<DraftItem>) => void;
  onRemove: (key: string) => void;
}

/** The articles of one section of the order form: amount (accessories only), group, remove. */
export function ItemRows({ items, groups, empty, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  const groupOptions = [{ value: '', label: t('rentals.looseItems') }, ...groups.map((g) => ({ value: g.key, label: g.name }))];
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((i) => {
        const no = padArticleNumber(i.article.id);
        return (
          <Group
            key={i.key}
            component="li"
            gap="sm"
            wrap="wrap"
            justify="space-between"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div style={{ minWidth: 200, flex: 1 }}>
              <Text fw={600} size="sm">
                {no} · {i.article.description}
              </Text>
              <Text size="xs" c="dimmed">
                {i.article.category} · {i.article.size}
                {i.article.rack ? ` · ${t('rentals.rack')} ${i.article.rack.id}` : ''}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {i.article.accessory && (
                <NumberInput
                  w={80}
                  size="xs"
                  label={t('rentals.amount')}
                  min={1}
                  max={999}
                  value={i.amount}
                  onChange={(v) => onChange(i.key, { amount: Math.max(1, Number(v) || 1) })}
                />
              )}
              {groups.length > 0 && (
                <NativeSelect
                  size="xs"
                  label={t('rentals.moveTo')}
                  data={groupOptions}
                  value={i.group ?? ''}
                  onChange={(e) => onChange(i.key, { group: e.currentTarget.value || null })}
                />
              )}
              <ActionIcon variant="subtle" color="red" onClick={() => onRemove(i.key)} aria-label={t('rentals.removeArticle', { number: no })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
