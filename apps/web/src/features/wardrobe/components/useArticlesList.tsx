import { ARTICLE_STATUS_FILTERS, parseTags, statusChange } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleDto, ArticlesBulkBody } from '@coulisse/shared/schemas/wardrobe/articles';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconCheck, IconHanger, IconPlus, IconWashMachine } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import type { ListConfig, ListFilterWidget, ListOption } from '../../../components/ui/list/types';
import { bulkUpdateArticles } from '../api/bulk-update-articles';
import { useArticleLookups } from '../api/get-article-lookups';
import { useTagSuggestions } from '../api/get-tag-suggestions';
import { articleKeys } from '../api/keys';
import { ArticleStatusBadge } from './ArticleStatusBadge';

export const NEW_ARTICLE_PATH = '/kledijbeheer/artikel/nieuw';
export const articlePath = (id: number) => `/kledijbeheer/artikel/${id}`;

const options = (items: readonly { id: number; label: string }[] | undefined): ListOption[] => (items ?? []).map((i) => ({ value: String(i.id), label: i.label }));

/**
 * The `/kledijbeheer/artikels` list (spec 3 §2 Article list): number (padded), description,
 * clothing item, size, colour, tags and status; filters number/description/tags text, status 1–5,
 * the lookups and a tag; export; checked rows move to a rack, to the laundry or become inactive.
 * `askRack` opens the rack dialog and resolves when it closes.
 */
export function useArticlesList(askRack: (ids: number[]) => Promise<void>): ListConfig<ArticleDto> {
  const { t } = useTranslation();
  const { user } = useAuth();
  const lookups = useArticleLookups();
  const tags = useTagSuggestions();
  const canCreate = user?.flags.canCreateArticles === true;

  return useMemo<ListConfig<ArticleDto>>(() => {
    const l = lookups.data;
    const filters: ListFilterWidget[] = [
      { kind: 'select', name: 'status', label: t('articles.status'), numeric: true, options: Object.entries(ARTICLE_STATUS_FILTERS).map(([value, key]) => ({ value, label: t(key) })) },
      { kind: 'select', name: 'category', label: t('articles.category'), numeric: true, searchable: true, options: options(l?.categories) },
      { kind: 'select', name: 'size', label: t('articles.size'), numeric: true, searchable: true, options: options(l?.sizes) },
      { kind: 'select', name: 'fabric', label: t('articles.fabric'), numeric: true, searchable: true, options: options(l?.fabrics) },
      { kind: 'select', name: 'pattern', label: t('articles.pattern'), numeric: true, searchable: true, options: options(l?.patterns) },
      { kind: 'select', name: 'color', label: t('articles.color'), numeric: true, searchable: true, options: options(l?.colors) },
      { kind: 'select', name: 'rack', label: t('articles.rack'), numeric: true, searchable: true, options: options(l?.racks) },
      { kind: 'select', name: 'tags', label: t('articles.tags'), searchable: true, options: (tags.data ?? []).map((tag) => ({ value: tag, label: tag })) },
    ];
    const bulk = async (ids: number[], data: ArticlesBulkBody['data']) => {
      const { updated } = await bulkUpdateArticles({ ids, data });
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('articles.bulk.done', { count: updated }) });
    };
    return {
      queryKey: articleKeys.list,
      endpoint: '/articles',
      resource: t('articles.resource'),
      caption: t('articles.title'),
      rowName: (a) => `${a.number} ${a.description}`,
      columns: [
        { key: 'number', label: t('articles.number'), cell: (a) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{a.number}</span>, primary: true, sortField: 'id', width: 110 },
        { key: 'description', label: t('articles.description'), cell: (a) => a.description, sortField: 'description' },
        { key: 'category', label: t('articles.category'), cell: (a) => a.clothing },
        { key: 'size', label: t('articles.size'), cell: (a) => a.size },
        { key: 'color', label: t('articles.color'), cell: (a) => a.color ?? '–' },
        { key: 'tags', label: t('articles.tags'), cell: (a) => parseTags(a.tags).join(', ') || '–' },
        { key: 'status', label: t('articles.status'), cell: (a) => <ArticleStatusBadge article={a} /> },
      ],
      textFilter: t('articles.numberFilter'),
      filters,
      sortFields: [
        { field: 'id', label: t('articles.number') },
        { field: 'description', label: t('articles.description') },
      ],
      defaultSort: 'id:asc',
      exportPath: '/api/reports/articles.xlsx',
      exportRight: 'canReadArticles',
      bulkActions: [
        { key: 'rack', label: t('articles.bulk.rack'), icon: IconHanger, right: 'canUpdateArticles', run: askRack },
        {
          key: 'laundry',
          label: t('articles.bulk.toLaundry'),
          icon: IconWashMachine,
          right: 'canUpdateArticles',
          confirm: (count) => ({ title: t('articles.bulk.statusTitle', { count }), message: `${t('articles.bulk.newStatus')}: ${t('articles.bulk.toLaundry')}`, confirmLabel: t('articles.bulk.apply') }),
          run: (ids) => bulk(ids, statusChange('laundry')),
        },
        {
          key: 'inactive',
          label: t('articles.bulk.toInactive'),
          icon: IconBan,
          color: 'red',
          right: 'canDeleteArticles',
          confirm: (count) => ({ title: t('articles.bulk.statusTitle', { count }), message: `${t('articles.bulk.newStatus')}: ${t('articles.bulk.toInactive')}`, confirmLabel: t('articles.bulk.apply') }),
          run: (ids) => bulk(ids, statusChange('remove')),
        },
      ],
      rowLink: (a) => articlePath(a.id),
      emptyHint: canCreate ? (
        <Stack gap="xs" align="center">
          <Text c="dimmed" fz="sm">
            {t('articles.emptyHint')}
          </Text>
          <Button component={Link} to={NEW_ARTICLE_PATH} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('articles.new')}
          </Button>
        </Stack>
      ) : undefined,
    };
  }, [t, lookups.data, tags.data, canCreate, askRack]);
}
