import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticleHits } from '../api/search-articles';

/** Search delay after typing (spec 3 §9). */
const SEARCH_DELAY_MS = 500;

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Adds the chosen article through the same checks as a typed number. */
  onPick: (number: number) => void;
}

/** The search window of the order form (spec 3 §2): number, description or tag, at most 20 hits. */
export function ArticleSearch({ opened, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const hits = useArticleHits(debounced, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('rentals.searchWindow')} size="lg">
      <TextInput label={t('rentals.searchText')} value={text} onChange={(e) => setText(e.currentTarget.value)} data-autofocus />
      <Stack gap={4} mt="md" aria-live="polite">
        {debounced.length < 2 ? (
          <Text c="dimmed" size="sm">
            {t('rentals.searchHint')}
          </Text>
        ) : hits.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : hits.data?.length ? (
          hits.data.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <div>
                <Text size="sm" fw={600}>
                  {padArticleNumber(a.id)} · {a.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.category} · {a.size}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                disabled={!a.active}
                onClick={() => onPick(a.id)}
                aria-label={t('rentals.addNumber', { number: padArticleNumber(a.id) })}
              >
                {t('rentals.add')}
              </Button>
            </Group>
          ))
        ) : (
          <Text c="dimmed" size="sm">
            {t('rentals.noResults')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
