import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { groupNameRule } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderArticleDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFolderPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { AddArticle } from './AddArticle';
import { ItemRows } from './ItemRows';
import { newKey, type DraftGroup, type DraftItem, type OrderDraft } from './orderDraft';
import { Block } from './RenterBlocks';

interface Props {
  orderId: number | null;
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
}

/** The article list of the order form (spec 3 §2): search filter, add by number, groups. */
export function ArticlesBlock({ orderId, draft, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [groupName, setGroupName] = useState('');
  const [groupError, setGroupError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<DraftGroup | null>(null);
  const { items, groups } = draft;

  const needle = search.trim().toLowerCase();
  const shown = needle
    ? items.filter((i) => `${padArticleNumber(i.article.id)} ${i.article.description} ${i.article.category}`.toLowerCase().includes(needle))
    : items;
  const changeItem = (key: string, patch: Partial<DraftItem>) => onChange({ items: items.map((i) => (i.key === key ? { ...i, ...patch } : i)) });
  const removeItem = (key: string) => onChange({ items: items.filter((i) => i.key !== key) });
  const addArticle = (article: OrderArticleDto, group: string | null) =>
    onChange({ items: [...items, { key: newKey('n'), article, amount: 1, remarks: null, group }] });

  const addGroup = () => {
    const key = groupNameRule(groupName);
    setGroupError(key ? translateMessage(t, key) : null);
    if (key) return;
    onChange({ groups: [...groups, { key: newKey('g'), name: groupName.trim() }] });
    setGroupName('');
  };
  // A group with articles asks whether to keep them (spec 3 §4): kept ones become loose items.
  const removeGroup = (group: DraftGroup, keep: boolean) => {
    onChange({
      groups: groups.filter((g) => g.key !== group.key),
      items: keep ? items.map((i) => (i.group === group.key ? { ...i, group: null } : i)) : items.filter((i) => i.group !== group.key),
    });
    setRemoving(null);
  };
  const askRemove = (group: DraftGroup) => (items.some((i) => i.group === group.key) ? setRemoving(group) : removeGroup(group, false));
  const rows = (group: string | null, empty: string) => (
    <ItemRows items={shown.filter((i) => i.group === group)} groups={groups} empty={empty} onChange={changeItem} onRemove={removeItem} />
  );

  return (
    <Block title={t('rentals.articles')}>
      <Stack gap="md">
        <AddArticle orderId={orderId} inOrder={items.map((i) => i.article.id)} groups={groups} onAdd={addArticle} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={t('rentals.groupName')} value={groupName} error={groupError} onChange={(e) => setGroupName(e.currentTarget.value)} />
          <Button variant="light" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={addGroup}>
            {t('rentals.addGroup')}
          </Button>
        </Group>
        {items.length > 0 && (
          <TextInput
            label={t('rentals.articleSearch')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={360}
          />
        )}
        {items.length === 0 && groups.length === 0 ? (
          <Text c="dimmed">{t('rentals.noArticles')}</Text>
        ) : (
          <>
            <section aria-label={t('rentals.looseItems')}>
              <Title order={3} size="h5" mb={4}>
                {t('rentals.looseItems')}
              </Title>
              {rows(null, needle ? t('rentals.noArticlesFilter') : t('rentals.noArticles'))}
            </section>
            {groups.map((g) => (
              <section key={g.key} aria-label={g.name}>
                <Group justify="space-between" mb={4}>
                  <Title order={3} size="h5">
                    {g.name}
                  </Title>
                  <ActionIcon variant="subtle" color="red" onClick={() => askRemove(g)} aria-label={`${t('rentals.removeGroup')} ${g.name}`}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                {rows(g.key, needle ? t('rentals.noArticlesFilter') : t('rentals.groupEmpty'))}
              </section>
            ))}
          </>
        )}
      </Stack>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('rentals.removeGroup')}>
        <Text mb="md">{t('rentals.keepArticles')}</Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => removing && removeGroup(removing, false)}>
            {t('rentals.dropArticles')}
          </Button>
          <Button onClick={() => removing && removeGroup(removing, true)}>{t('rentals.keep')}</Button>
        </Group>
      </Modal>
    </Block>
  );
}
