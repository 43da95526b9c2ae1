import type { RackArticleDto, RackDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import type { ListConfig } from '../../../components/ui/list/types';
import { Toolbar } from '../../../components/ui/Toolbar';
import { SectionShell } from '../../../app/section/SectionShell';
import { useStockItem } from '../api/get-stock-item';
import { stockKey } from '../api/keys';
import { useIdParam } from '../components/useIdParam';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';

/** spec 3 §4: not active, in the wash, rented, rented in a project, otherwise on this rack. */
const statusKey = (a: RackArticleDto) => (!a.active ? 'inactive' : a.washing ? 'washing' : a.rented ? 'rented' : a.rentedProject ? 'rentedProject' : 'onRack');

function useRackArticlesList(rackId: number): ListConfig<RackArticleDto> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      queryKey: [...stockKey, 'rack', rackId, 'articles'],
      endpoint: `/clothing/rack/${rackId}/articles`,
      resource: t('stock.rackArticles.resource'),
      caption: t('stock.rackArticles.title', { id: rackId }),
      rowName: (a) => `${padArticleNumber(a.id)} ${a.description}`,
      columns: [
        { key: 'id', label: t('stock.rackArticles.number'), cell: (a) => padArticleNumber(a.id), primary: true, sortField: 'id', width: 110 },
        { key: 'description', label: t('stock.rackArticles.description'), cell: (a) => a.description, sortField: 'description' },
        { key: 'category', label: t('stock.rackArticles.category'), cell: (a) => a.category },
        { key: 'size', label: t('stock.rackArticles.size'), cell: (a) => a.size, width: 90 },
        {
          key: 'status',
          label: t('stock.rackArticles.status'),
          cell: (a) => (
            <Badge variant="light" color={statusKey(a) === 'onRack' ? 'teal' : 'gray'}>
              {t(`stock.rackArticles.${statusKey(a)}`)}
            </Badge>
          ),
          width: 190,
        },
      ],
      textFilter: t('stock.rackArticles.search'),
      sortFields: [
        { field: 'id', label: t('stock.rackArticles.number') },
        { field: 'description', label: t('stock.rackArticles.description') },
      ],
      defaultSort: 'id:asc',
      rowLink: (a) => `/kledijbeheer/artikel/${a.id}`,
    }),
    [rackId, t],
  );
}

/** `/kledijbeheer/rekken/{id}/artikels` (spec 3 §2 Rack screen): the rack's number, description and articles. */
export function RackArticlesScreen() {
  const { t } = useTranslation();
  const id = useIdParam();
  const rack = useStockItem<RackDto>('/clothing/rack', id);
  const config = useRackArticlesList(id ?? 0);
  return (
    <SectionShell section="clothing" page="racks">
      {(id === null || rack.isError) && <Alert color="orange">{t('stock.common.notFound')}</Alert>}
      {rack.isPending && id !== null && <Loader aria-label={t('app.loading')} />}
      {rack.data && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Stack gap={0}>
              <Title order={2} size="h3">
                {t('stock.rackArticles.title', { id: rack.data.id })}
              </Title>
              <Text c="dimmed">{rack.data.description}</Text>
            </Stack>
            <Toolbar actions={[{ key: 'edit', label: t('app.edit'), icon: IconPencil, to: `/kledijbeheer/rekken/${rack.data.id}`, right: 'canUpdateRacks' }]} />
          </Group>
          <ListScreen config={config} />
        </Stack>
      )}
    </SectionShell>
  );
}
