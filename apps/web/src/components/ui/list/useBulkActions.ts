import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api';
import type { ListBulkAction, ListConfig, ListFilterValues, ListRow } from './types';
import type { Selection } from './useSelection';

/** POST {endpoint}/checked: every id matching the filters, for "select all N" (docs/lists.md). */
const fetchCheckedIds = (endpoint: string, filters: ListFilterValues): Promise<number[]> =>
  apiRequest<{ ids: number[]; total: number }>(`${endpoint}/checked`, { method: 'POST', body: { configs: { filters } } }).then((answer) => answer.ids);

/** Select-all-matching and the bulk actions of a list, with the confirmation an action asks for. */
export function useBulkActions<T extends ListRow>(config: ListConfig<T>, filters: ListFilterValues, selection: Selection) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ListBulkAction | null>(null);

  const selectAll = useMutation({
    mutationFn: () => (config.selectAll ?? ((f: ListFilterValues) => fetchCheckedIds(config.endpoint, f)))(filters),
    onSuccess: (ids) => selection.selectAllMatching(ids),
  });

  const run = useMutation({
    mutationFn: ({ action, ids }: { action: ListBulkAction; ids: number[] }) => action.run(ids),
    onSuccess: () => selection.clear(),
    onSettled: () => {
      setAsking(null);
      return queryClient.invalidateQueries({ queryKey: config.queryKey });
    },
  });

  const start = (action: ListBulkAction) => {
    if (action.confirm) setAsking(action);
    else run.mutate({ action, ids: [...selection.ids] });
  };
  const confirm = () => asking && run.mutate({ action: asking, ids: [...selection.ids] });
  const confirmation = asking?.confirm?.(selection.ids.size) ?? null;

  return { selectAll, run, start, confirm, cancel: () => setAsking(null), confirmation };
}
