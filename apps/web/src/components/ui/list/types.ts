import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Every row of a generic list has a numeric id (docs/lists.md). */
export interface ListRow {
  id: number;
}

export interface ListColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** The sort field the column header toggles, when the resource sorts on it. */
  sortField?: string;
  /** The column that names the row: it carries the row link and heads the mobile card. */
  primary?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface ListOption {
  value: string;
  label: string;
}

/**
 * The value in effect while the address holds none: the resource's default filter (spec 1 §9,
 * notifications read 0). It is sent explicitly; choosing "Alle" then writes `all` to the address
 * and sends the filter as null, which overrides the server's default.
 */
interface WidgetDefault {
  defaultValue?: string;
}

/** Filter widgets besides the free text (spec 1 §2 "Filter widgets"); values live in the URL. */
export type ListFilterWidget =
  | ({ kind: 'select'; name: string; label: string; options: readonly ListOption[]; numeric?: boolean; searchable?: boolean } & WidgetDefault)
  | ({ kind: 'segmented'; name: string; label: string; options: readonly ListOption[]; numeric?: boolean } & WidgetDefault)
  | { kind: 'number'; name: string; label: string; min?: number; max?: number };

export interface ListSortField {
  field: string;
  label: string;
}

/** Filter values as the list call takes them in its `filters` JSON; null: explicitly none (overrides a default). */
export type ListFilterValues = Record<string, string | number | boolean | null>;

interface ListConfirm {
  title: string;
  message: string;
  confirmLabel: string;
}

export interface ListBulkAction {
  key: string;
  label: string;
  icon?: Icon;
  color?: string;
  /** The right flag the action needs (spec 1 §6). */
  right?: string;
  /** Asked before running, with the number of selected rows. */
  confirm?: (count: number) => ListConfirm;
  /** Runs on the selected ids; the list reloads afterwards. */
  run: (ids: number[]) => Promise<unknown>;
}

/** One filtered list of the product, configured per resource. */
export interface ListConfig<T extends ListRow> {
  /** Query key prefix; mutations of the resource invalidate it. */
  queryKey: readonly unknown[];
  /** The list call relative to /api, e.g. `/access_roles`. */
  endpoint: string;
  /** Plural noun for the empty sentences: 'Er zijn nog geen {resource}.' */
  resource: string;
  /** Accessible name of the table or card list. */
  caption: string;
  /** Names a row for its checkbox label and card. */
  rowName: (row: T) => string;
  columns: readonly ListColumn<T>[];
  /** Label of the free-text filter; without it the list has none. */
  textFilter?: string;
  filters?: readonly ListFilterWidget[];
  /** Filters always sent, never shown (e.g. linked users only). */
  fixedFilters?: ListFilterValues;
  sortFields: readonly ListSortField[];
  /** `field:asc|desc`, as the resource declares it. */
  defaultSort: string;
  /** The xlsx report, e.g. `/api/reports/users.xlsx`, and the right that shows the button. */
  exportPath?: string;
  exportRight?: string;
  bulkActions?: readonly ListBulkAction[];
  /** Every id matching the filters; by default `POST {endpoint}/checked`. */
  selectAll?: (filters: ListFilterValues) => Promise<number[]>;
  /** Shown under 'empty.resource' when the list is empty without filters: what to do first. */
  emptyHint?: ReactNode;
  /** Where the primary cell links to. */
  rowLink?: (row: T) => string | undefined;
  rowActions?: (row: T) => ReactNode;
}
