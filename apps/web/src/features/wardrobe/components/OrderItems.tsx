import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { correctAmountRule, itemReceived, receiveAmountRule } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderDto, OrderItemDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { ActionIcon, Badge, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemAction } from '../api/item-action';
import { useReceiveItems } from '../api/receive-items';
import { useSaveRemarks } from '../api/save-remarks';
import { AmountModal } from './AmountModal';
import { Block } from './RenterBlocks';

type Filter = 'all' | 'open' | 'returned';
type Prompt = { item: OrderItemDto; action: 'receive' | 'correct' };

/**
 * The articles of an order on the detail screen (spec 3 §2 §4 Item return): filter on returned,
 * receive (asks the amount when more than one piece is out), correct, bulk receive of the checked
 * items, remarks. Billed or cancelled orders show no receive actions.
 */
export function OrderItems({ order, canUpdate }: { order: OrderDto; canUpdate: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const itemAction = useItemAction(order.id);
  const receiveItems = useReceiveItems(order.id);
  const saveRemarks = useSaveRemarks(order.id);
  const actionable = canUpdate && !order.billed && !order.canceled;

  const shown = order.items.filter((i) => filter === 'all' || (filter === 'returned') === itemReceived(i));
  const ok = (message: string) => notifications.show({ color: 'green', message });
  const run = (item: OrderItemDto, action: 'receive' | 'correct', amount: number) =>
    itemAction.mutate({ itemId: item.id, action, amount }, { onSuccess: (a) => (ok(a.message), setPrompt(null)) });
  const receive = (item: OrderItemDto) => (item.amount - item.returned === 1 ? run(item, 'receive', 1) : setPrompt({ item, action: 'receive' }));
  const receiveChecked = () => receiveItems.mutate([...checked], { onSuccess: (a) => (ok(a.message), setChecked(new Set())) });
  const toggle = (id: number) =>
    setChecked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sections = [{ id: null as number | null, name: t('rentals.looseItems') }, ...order.groups];

  const row = (i: OrderItemDto) => {
    const no = padArticleNumber(i.articleId);
    const remark = remarks[i.id] ?? i.remarks ?? '';
    return (
      <Group key={i.id} component="li" gap="sm" wrap="wrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        {actionable && (
          <Checkbox aria-label={t('rentals.selectItem', { number: no })} disabled={itemReceived(i)} checked={checked.has(i.id)} onChange={() => toggle(i.id)} />
        )}
        <div style={{ flex: 1, minWidth: 180 }}>
          <Text fw={600} size="sm">
            {no} · {i.description}
          </Text>
          <Text size="xs" c="dimmed">
            {i.category} · {i.size}
            {i.rack ? ` · ${t('rentals.rack')} ${i.rack.id}` : ''}
          </Text>
        </div>
        <Badge color={itemReceived(i) ? 'green' : 'orange'} variant="light" aria-label={`${t('rentals.itemsReturned')}: ${i.returned} / ${i.amount}`}>
          {i.returned} / {i.amount}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={`${t('rentals.remarks')} ${no}`}
            placeholder={t('rentals.remarks')}
            value={remark}
            onChange={(e) => setRemarks((r) => ({ ...r, [i.id]: e.currentTarget.value }))}
            readOnly={!canUpdate}
          />
          {canUpdate && (
            <Tooltip label={t('rentals.saveRemark')}>
              <ActionIcon
                variant="light"
                disabled={!remark.trim() || remark === (i.remarks ?? '')}
                aria-label={`${t('rentals.saveRemark')} ${no}`}
                onClick={() => saveRemarks.mutate({ articleId: i.articleId, remarks: remark.trim() }, { onSuccess: () => ok(t('rentals.remarkSaved')) })}
              >
                <IconDeviceFloppy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {actionable && (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" disabled={itemReceived(i)} onClick={() => receive(i)} aria-label={`${t('rentals.receive')} ${no}`}>
              {t('rentals.receive')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={i.returned === 0}
              onClick={() => setPrompt({ item: i, action: 'correct' })}
              aria-label={`${t('rentals.correct')} ${no}`}
            >
              {t('rentals.correct')}
            </Button>
          </Group>
        )}
      </Group>
    );
  };

  return (
    <Block title={t('rentals.articles')}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('rentals.itemsReturned')}
          value={filter}
          onChange={(v) => setFilter(v)}
          data={[
            { value: 'all', label: t('rentals.filterAll') },
            { value: 'open', label: t('rentals.filterOpen') },
            { value: 'returned', label: t('rentals.filterReturned') },
          ]}
        />
        {actionable && (
          <Button disabled={checked.size === 0} loading={receiveItems.isPending} onClick={receiveChecked}>
            {t('rentals.receiveSelected')}
          </Button>
        )}
      </Group>
      {order.items.length === 0 ? (
        <Text c="dimmed">{t('rentals.noArticles')}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('rentals.noArticlesFilter')}</Text>
      ) : (
        <Stack gap="md">
          {sections.map((s) => {
            const items = shown.filter((i) => i.groupId === s.id);
            if (items.length === 0) return null;
            return (
              <section key={s.id ?? 'loose'} aria-label={s.name}>
                {order.groups.length > 0 && (
                  <Title order={3} size="h5">
                    {s.name}
                  </Title>
                )}
                <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>{items.map(row)}</ul>
              </section>
            );
          })}
        </Stack>
      )}
      <AmountModal
        prompt={
          prompt && {
            title: t(prompt.action === 'receive' ? 'rentals.receiveTitle' : 'rentals.correctTitle', { number: padArticleNumber(prompt.item.articleId) }),
            label: t(prompt.action === 'receive' ? 'rentals.receiveAmount' : 'rentals.correctAmount'),
            min: prompt.action === 'receive' ? 1 : 0,
            max: prompt.action === 'receive' ? prompt.item.amount - prompt.item.returned : prompt.item.returned,
            initial: prompt.action === 'receive' ? prompt.item.amount - prompt.item.returned : prompt.item.returned - 1,
            rule:
              prompt.action === 'receive'
                ? (n) => receiveAmountRule(n, prompt.item.amount - prompt.item.returned)
                : (n) => correctAmountRule(n, prompt.item.returned),
          }
        }
        busy={itemAction.isPending}
        onConfirm={(amount) => prompt && run(prompt.item, prompt.action, amount)}
        onClose={() => setPrompt(null)}
      />
    </Block>
  );
}
