import { canAddArticle } from '@coulisse/shared/rules/wardrobe/rentals';
import { parseArticleNumber, padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import type { OrderArticleDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { Button, Group, List, Modal, NativeSelect, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { lookupArticle } from '../api/lookup-article';
import { ArticleSearch } from './ArticleSearch';
import type { DraftGroup } from './orderDraft';

interface Props {
  orderId: number | null;
  inOrder: readonly number[];
  groups: readonly DraftGroup[];
  onAdd: (article: OrderArticleDto, group: string | null) => void;
}

/**
 * Add an article by number or through the search window (spec 3 §4 "Adding an article"): numeric and non-zero, not twice unless
 * an accessory; 'Artikel bestaat niet' as a toast; an article in use asks for confirmation first
 * (accessories skip this).
 */
export function AddArticle({ orderId, inOrder, groups, onAdd }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [group, setGroup] = useState('');
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<OrderArticleDto | null>(null);
  const [searching, setSearching] = useState(false);
  const number = parseArticleNumber(input);

  const add = (article: OrderArticleDto) => {
    onAdd(article, group || null);
    setInput('');
    setInUse(null);
  };

  const addByNumber = async (n: number) => {
    setBusy(true);
    try {
      const article = await lookupArticle(n, orderId);
      if (!canAddArticle(inOrder, article)) {
        notifications.show({ color: 'orange', message: t('rentals.duplicateArticle', { number: padArticleNumber(n) }) });
        setInput('');
      } else if (!article.accessory && (article.orders.length > 0 || article.rented || article.rentedProject)) setInUse(article);
      else add(article);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError && error.status === 404 ? t('rentals.articleMissing') : error instanceof Error ? error.message : t('errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (number !== null) void addByNumber(number);
  };

  return (
    <>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={t('rentals.addByNumber')} inputMode="numeric" value={input} onChange={(e) => setInput(e.currentTarget.value)} w={160} />
          {groups.length > 0 && (
            <NativeSelect
              label={t('rentals.moveTo')}
              data={[{ value: '', label: t('rentals.looseItems') }, ...groups.map((g) => ({ value: g.key, label: g.name }))]}
              value={group}
              onChange={(e) => setGroup(e.currentTarget.value)}
            />
          )}
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} disabled={number === null} loading={busy}>
            {t('rentals.add')}
          </Button>
          <Button variant="default" leftSection={<IconSearch size={16} aria-hidden />} onClick={() => setSearching(true)}>
            {t('rentals.searchWindow')}
          </Button>
        </Group>
      </form>
      <ArticleSearch
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(n) => {
          setSearching(false);
          void addByNumber(n);
        }}
      />
      <Modal opened={inUse !== null} onClose={() => setInUse(null)} title={t('rentals.inUse')}>
        {inUse && (
          <>
            <Text mb="sm">{t('rentals.inUseText', { number: padArticleNumber(inUse.id) })}</Text>
            <List mb="md">
              {inUse.orders.map((o) => (
                <List.Item key={o.id}>{t('rentals.inUseOrder', { id: o.id, name: o.name })}</List.Item>
              ))}
              {inUse.rentedProject && <List.Item>{t('rentals.inUseProject')}</List.Item>}
            </List>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setInUse(null)}>
                {t('app.cancel')}
              </Button>
              <Button onClick={() => add(inUse)}>{t('rentals.add')}</Button>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}
