import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiFilters, readListState, SORT_PARAM, TEXT_PARAM, withListParam, withoutFilters, type ListState } from './listState';
import type { ListConfig, ListFilterValues, ListRow } from './types';

/** Typing pauses this long before the list asks again (spec 1 §9: 300 ms). */
const TEXT_DEBOUNCE_MS = 300;

export interface ListStateControls {
  state: ListState;
  filters: ListFilterValues;
  /** What the text box shows right now; the URL follows after the debounce. */
  draftText: string;
  setText: (text: string) => void;
  setFilter: (name: string, value: string) => void;
  setSort: (sort: string) => void;
  clearFilters: () => void;
}

/**
 * The list's filters and sort, kept in the URL query so a reload or the back button restores
 * them. Changes replace the history entry: the back button leaves the list instead of undoing
 * every keystroke.
 */
export function useListState<T extends ListRow>(config: ListConfig<T>): ListStateControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);
  const [draftText, setDraftText] = useState(state.text);
  const [shownText, setShownText] = useState(state.text);

  // The URL changed under the text box (back button, "Filters wissen"): show its text.
  if (state.text !== shownText) {
    setShownText(state.text);
    setDraftText(state.text);
  }

  const writeParam = useCallback(
    (name: string, value: string) => setParams((current) => withListParam(current, name, value, config), { replace: true }),
    [setParams, config],
  );
  const writeText = useDebouncedCallback((text: string) => {
    setShownText(text);
    writeParam(TEXT_PARAM, text);
  }, TEXT_DEBOUNCE_MS);

  const setText = useCallback(
    (text: string) => {
      setDraftText(text);
      writeText(text);
    },
    [writeText],
  );
  const setFilter = useCallback((name: string, value: string) => writeParam(name, value), [writeParam]);
  const setSort = useCallback((sort: string) => writeParam(SORT_PARAM, sort), [writeParam]);
  const clearFilters = useCallback(() => {
    writeText.cancel();
    setDraftText('');
    setShownText('');
    setParams((current) => withoutFilters(current, config), { replace: true });
  }, [writeText, setParams, config]);

  const filters = useMemo(() => apiFilters(state, config), [state, config]);
  return { state, filters, draftText, setText, setFilter, setSort, clearFilters };
}
