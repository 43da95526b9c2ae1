import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { ConfirmDialog } from '../ConfirmDialog';
import { BulkActionBar } from './BulkActionBar';
import { ExportButton } from './ExportButton';
import { FilterBar } from './FilterBar';
import { ListCards } from './ListCards';
import { ListEmptyState } from './ListEmptyState';
import { ListError } from './ListError';
import { ListSkeleton } from './ListSkeleton';
import { ListTable } from './ListTable';
import { LoadMore } from './LoadMore';
import { hasUserFilters } from './listState';
import type { ListConfig, ListRow } from './types';
import { useBulkActions } from './useBulkActions';
import { useListQuery } from './useListQuery';
import { useListState } from './useListState';
import { useSelection } from './useSelection';

/** Under 960 px the list shows cards (spec 1 §9 mobile breakpoint). */
const MOBILE_QUERY = '(max-width: 59.99em)';

/**
 * The one list screen of the product (spec 1 §2 "Filtered-list screens"): free text, filter
 * widgets, sort, batches of 10 loaded on scroll, xlsx export, checked rows with bulk actions,
 * empty states; configured per resource. The config must keep its identity between renders.
 */
export function ListScreen<T extends ListRow>({ config }: { config: ListConfig<T> }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = useListState(config);
  const query = useListQuery<T>(config.queryKey, config.endpoint, list.filters, list.state.sort);
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const selection = useSelection(JSON.stringify([list.filters, list.state.sort]));
  const bulk = useBulkActions(config, list.filters, selection);
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });

  const allowed = (right?: string) => !right || user?.flags[right] === true;
  const bulkActions = (config.bulkActions ?? []).filter((action) => allowed(action.right));
  const checkable = bulkActions.length > 0 ? selection : undefined;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const exportButton = config.exportPath && allowed(config.exportRight) ? <ExportButton path={config.exportPath} filters={list.filters} sort={list.state.sort} /> : undefined;

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton />;
  else if (!query.data) body = null;
  else if (rows.length === 0) body = <ListEmptyState resource={config.resource} filtered={hasUserFilters(list.state)} onClearFilters={list.clearFilters} hint={config.emptyHint} />;
  else if (mobile) body = <ListCards config={config} rows={rows} selection={checkable} />;
  else body = <ListTable config={config} rows={rows} selection={checkable} sort={list.state.sort} onSort={list.setSort} />;

  return (
    <Stack gap="md">
      <FilterBar config={config} list={list} exportButton={exportButton} folded={mobile} />
      <Text role="status" aria-live="polite" fz="sm" c="dimmed" mih={20}>
        {query.data ? t('list.total', { count: total }) : ''}
      </Text>
      {checkable && selection.ids.size > 0 && (
        <BulkActionBar
          count={selection.ids.size}
          total={total}
          allMatching={selection.allMatching}
          selectingAll={bulk.selectAll.isPending}
          running={bulk.run.isPending}
          actions={bulkActions}
          onSelectAllMatching={() => bulk.selectAll.mutate()}
          onClear={selection.clear}
          onAction={bulk.start}
        />
      )}
      {query.isError && <ListError error={query.error} onRetry={() => void query.refetch()} />}
      {body}
      {rows.length > 0 && <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} showEnd={rows.length > PAGE_SIZE} onLoad={loadMore} />}
      {bulk.confirmation && (
        <ConfirmDialog opened {...bulk.confirmation} busy={bulk.run.isPending} onConfirm={bulk.confirm} onCancel={bulk.cancel} />
      )}
    </Stack>
  );
}
