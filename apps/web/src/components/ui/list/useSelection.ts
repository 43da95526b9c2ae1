import { useCallback, useState } from 'react';

export interface Selection {
  ids: ReadonlySet<number>;
  /** True once "select all N matching" filled the selection from the server. */
  allMatching: boolean;
  has(id: number): boolean;
  toggle: (id: number, checked: boolean) => void;
  setMany: (ids: readonly number[], checked: boolean) => void;
  selectAllMatching: (ids: readonly number[]) => void;
  clear: () => void;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Checked rows of a list. The selection belongs to one set of filters: when `scope` changes
 * (other filters or sort), it starts empty, so a bulk action never hits rows the user no longer sees.
 */
export function useSelection(scope: string): Selection {
  const [state, setState] = useState({ scope, ids: NONE, allMatching: false });
  const current = state.scope === scope ? state : { scope, ids: NONE, allMatching: false };
  if (current !== state) setState(current);

  const update = useCallback((change: (ids: Set<number>) => void) => {
    setState((previous) => {
      const ids = new Set(previous.ids);
      change(ids);
      return { ...previous, ids, allMatching: false };
    });
  }, []);

  return {
    ids: current.ids,
    allMatching: current.allMatching,
    has: (id) => current.ids.has(id),
    toggle: (id, checked) => update((ids) => (checked ? ids.add(id) : ids.delete(id))),
    setMany: (many, checked) => update((ids) => many.forEach((id) => (checked ? ids.add(id) : ids.delete(id)))),
    selectAllMatching: (all) => setState((previous) => ({ ...previous, ids: new Set(all), allMatching: true })),
    clear: () => setState((previous) => ({ ...previous, ids: NONE, allMatching: false })),
  };
}
