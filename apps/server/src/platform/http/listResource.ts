import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AccessRule } from '../access/rules';
import type { Auth } from '../auth/sessions';
import type { AppContext } from '../context';
import { containsPattern, foldSql } from '../db/text';
import type { XlsxColumn } from './xlsx';

/** What a generic list is made of (docs/lists.md); the SQL helpers and the routes build on it. */

export type Selection = Record<string, PgColumn | SQL | SQL.Aliased>;

/**
 * A table joined to a resource's table for its columns, filters and sorts (a registration's person
 * and project). Each row must have exactly one partner (`on` follows a NOT NULL foreign key to a
 * primary key): the join then neither drops nor repeats rows, so pages may join inner and counts left.
 */
export interface ListJoin {
  table: PgTable;
  on: SQL;
}

export interface ListFilter<V = unknown> {
  schema: z.ZodType<V>;
  /** SQL condition for a value; undefined means "no condition". */
  where: (value: V, auth: Auth) => SQL | undefined;
  /**
   * The filter has its own index (e.g. trigram) and should narrow the rows before they are sorted.
   * Otherwise the planner may walk the sort index hoping for early matches, which reads most of
   * the table when the matches cluster at one end of the sort order ("peeters" sorted by last name).
   */
  narrowsFirst?: boolean;
}

/**
 * One resource served by the generic list calls (spec 1 §7 "Generic lists"): filtering, sorting
 * and paging happen in SQL; see docs/lists.md for the query format.
 */
export interface ListResource<TRow, TDto> {
  plural: string;
  single: string;
  /** Path prefix before the plural, e.g. '/clothing'. */
  prefix?: string;
  tags?: string[];
  access: { read: AccessRule; export?: AccessRule; create?: AccessRule; update?: AccessRule; delete?: AccessRule };
  table: PgTable;
  /** Tables joined to `table` (see ListJoin); their columns may appear in columns, filters and sorts. */
  joins?: readonly ListJoin[];
  columns: Selection;
  /** Conditions always applied (for example a user's own rows). */
  scope?: (auth: Auth) => SQL | undefined;
  filters: Record<string, ListFilter<never>>;
  /** Filters applied when the client sends none (spec 1 §9 default filters). */
  defaultFilters?: Record<string, unknown>;
  /** Sort name → column, or columns when ties need a natural order (matching an index keeps paging cheap). */
  sorts: Record<string, PgColumn | SQL | (PgColumn | SQL)[]>;
  defaultSort: string;
  /** Unique tie-breaker so pages never overlap. */
  idColumn: PgColumn;
  /** Shapes a row for the API; gets the caller so personal fields can follow their rights. */
  present: (row: TRow, auth: Auth) => TDto;
  export?: { fileName: string; sheet: string; columns: XlsxColumn<TRow>[]; defaultSort: string };
  create?: { body: z.ZodType; handler: (ctx: AppContext, body: never, auth: Auth) => Promise<TDto> };
  update?: { body: z.ZodType; handler: (ctx: AppContext, id: number, body: never, auth: Auth) => Promise<TDto> };
  remove?: (ctx: AppContext, ids: number[], auth: Auth) => Promise<number>;
}

export const defineFilter = <V>(schema: z.ZodType<V>, where: (value: V, auth: Auth) => SQL | undefined, options: { narrowsFirst?: boolean } = {}): ListFilter<never> =>
  ({ schema, where, ...options }) as unknown as ListFilter<never>;

/**
 * The `text` filter of a list: the rows where one of `values` contains the typed text, case and
 * accents folded (platform/db/text.ts); a blank text filters nothing.
 */
export const containsFilter = (values: readonly (AnyPgColumn | SQL)[], options: { narrowsFirst?: boolean } = {}): ListFilter<never> =>
  defineFilter(z.string().trim().max(100), (v) => (v ? or(...values.map((value) => sql`${foldSql(value)} like ${containsPattern(v)}`)) : undefined), options);
