import type { ListConfig, ListFilterValues, ListRow, ListSortField } from './types';

/** What the user chose, as kept in the URL query: `?text=jan&status=failed&sort=name:desc`. */
export interface ListState {
  text: string;
  /** Widget values as URL strings, only the ones set. */
  filters: Record<string, string>;
  sort: string;
}

export const TEXT_PARAM = 'text';
/** The address value of "Alle" for a widget with a default value. */
export const ALL_VALUE = 'all';
export const SORT_PARAM = 'sort';

type StateConfig = Pick<ListConfig<ListRow>, 'textFilter' | 'filters' | 'fixedFilters' | 'sortFields' | 'defaultSort'>;

export function sortParts(sort: string): { field: string; direction: 'asc' | 'desc' } {
  const [field = '', direction] = sort.split(':');
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}

function validSort(sort: string, fields: readonly ListSortField[]): boolean {
  const [field, direction = 'asc'] = sort.split(':');
  return fields.some((f) => f.field === field) && (direction === 'asc' || direction === 'desc');
}

/** Reads the list's choices from the URL; unknown or malformed values fall back to the defaults. */
export function readListState(params: URLSearchParams, config: StateConfig): ListState {
  const filters: Record<string, string> = {};
  for (const widget of config.filters ?? []) {
    const value = params.get(widget.name);
    if (value) filters[widget.name] = value;
  }
  const sort = params.get(SORT_PARAM);
  return {
    text: config.textFilter ? (params.get(TEXT_PARAM) ?? '') : '',
    filters,
    sort: sort && validSort(sort, config.sortFields) ? sort : config.defaultSort,
  };
}

/** A copy of the query with one list parameter set; empty values and the default sort are left out. */
export function withListParam(params: URLSearchParams, name: string, value: string, config: StateConfig): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!value || (name === SORT_PARAM && value === config.defaultSort)) next.delete(name);
  else next.set(name, value);
  return next;
}

/** The query without the user's filters; the sort and unrelated parameters stay. */
export function withoutFilters(params: URLSearchParams, config: StateConfig): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TEXT_PARAM);
  for (const widget of config.filters ?? []) next.delete(widget.name);
  return next;
}

/**
 * The `filters` the list call gets: fixed ones, the trimmed text and the widgets, typed. A widget
 * with a default value always sends one: its default, the choice, or null for "Alle".
 */
export function apiFilters(state: ListState, config: StateConfig): ListFilterValues {
  const out: ListFilterValues = { ...config.fixedFilters };
  const text = state.text.trim();
  if (text) out[TEXT_PARAM] = text;
  for (const widget of config.filters ?? []) {
    if (widget.kind !== 'number' && widget.defaultValue !== undefined && state.filters[widget.name] === ALL_VALUE) {
      out[widget.name] = null;
      continue;
    }
    const value = state.filters[widget.name] ?? (widget.kind === 'number' ? undefined : widget.defaultValue);
    if (!value) continue;
    if (widget.kind === 'number' || widget.numeric) {
      const n = Number(value);
      if (Number.isFinite(n)) out[widget.name] = n;
    } else out[widget.name] = value;
  }
  return out;
}

export const hasUserFilters = (state: ListState): boolean => state.text.trim() !== '' || Object.keys(state.filters).length > 0;

/**
 * Query string of one page of the list call (docs/lists.md). Without filters the parameter is
 * left out, so the resource's default filters apply (spec 1 §9).
 */
export function listSearch(filters: ListFilterValues, sort: string, offset: number, items: number): string {
  const query = new URLSearchParams();
  if (Object.keys(filters).length) query.set('filters', JSON.stringify(filters));
  query.set('sort', sort);
  query.set('offset', String(offset));
  query.set('items', String(items));
  return `?${query.toString()}`;
}
