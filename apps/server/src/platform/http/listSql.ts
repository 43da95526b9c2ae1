/** The SQL side of the generic lists: filters, sorts, the page and count queries (docs/lists.md). */
import { translateNl } from '@coulisse/shared/i18n/index';
import { and, asc, desc, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Auth } from '../auth/sessions';
import type { Db } from '../db/client';
import { AppError } from './errors';
import type { ListResource, Selection } from './listResource';

const invalidQuery = (field: string) => new AppError('validation', 'validation.invalidInput', {}, { [field]: translateNl('validation.invalidInput') });

/** Parses and validates `filters`; empty values count as absent, unknown names are refused. */
export function parseFilters(resource: ListResource<unknown, unknown>, raw: string | undefined): Record<string, unknown> {
  let given: unknown = {};
  if (raw) {
    try {
      given = JSON.parse(raw);
    } catch {
      throw invalidQuery('filters');
    }
  }
  if (!given || typeof given !== 'object' || Array.isArray(given)) throw invalidQuery('filters');
  const out: Record<string, unknown> = { ...(raw ? {} : resource.defaultFilters) };
  for (const [name, value] of Object.entries(given)) {
    // Own names only: "constructor" or "__proto__" must not find Object.prototype's members.
    const filter = Object.hasOwn(resource.filters, name) ? resource.filters[name] : undefined;
    if (!filter) throw invalidQuery(`filters.${name}`);
    if (value === '' || value === null || value === undefined) continue;
    const parsed = (filter.schema as z.ZodType).safeParse(value);
    if (!parsed.success) throw invalidQuery(`filters.${name}`);
    out[name] = parsed.data;
  }
  return out;
}

export function buildWhere(resource: ListResource<unknown, unknown>, filters: Record<string, unknown>, auth: Auth): SQL | undefined {
  const conditions = Object.entries(filters).map(([name, value]) => resource.filters[name]!.where(value as never, auth));
  return and(resource.scope?.(auth), ...conditions);
}

/** The columns a sort names, the id last as tie-breaker, all in one direction. */
export function resolveSort(resource: ListResource<unknown, unknown>, raw: string | undefined): { columns: (PgColumn | SQL)[]; direction: 'asc' | 'desc' } {
  const [field = '', direction = 'asc'] = (raw || resource.defaultSort).split(':');
  const column = Object.hasOwn(resource.sorts, field) ? resource.sorts[field] : undefined;
  if (!column || (direction !== 'asc' && direction !== 'desc')) throw invalidQuery('sort');
  return { columns: [...(Array.isArray(column) ? column : [column]), resource.idColumn], direction };
}

export function buildOrder(resource: ListResource<unknown, unknown>, raw: string | undefined): SQL[] {
  const { columns, direction } = resolveSort(resource, raw);
  return columns.map((c) => (direction === 'desc' ? desc(c) : asc(c)));
}

/** True when an applied filter should narrow the rows before the sort (see `narrowsFirst`). */
export const narrowsFirst = (resource: ListResource<unknown, unknown>, filters: Record<string, unknown>) => Object.keys(filters).some((name) => resource.filters[name]?.narrowsFirst);

// drizzle leaves out a numeric offset of 0, and `OFFSET 0` is what keeps PostgreSQL from
// flattening the subquery back into the outer query.
const OFFSET_ZERO = sql`0` as unknown as number;

/** From this offset on, a page is located by its ids first (see `pageQuery`). */
export const DEFERRED_JOIN_OFFSET = 1000;

/**
 * `select … from` the resource's table with its joins. Pages join inner, so the planner may start
 * from any of the tables (walk the people's name index for a sort on last name); counts join left,
 * which counts the same (one partner per row, see ListJoin) and lets PostgreSQL drop every join no
 * filter reads, so an unfiltered count reads one index.
 */
export function selectFrom<S extends Selection>(db: Db, resource: ListResource<unknown, unknown>, columns: S, join: 'inner' | 'left' = 'inner') {
  const query = db.select(columns).from(resource.table).$dynamic();
  // A dynamic query's joins change it in place (it is thenable: `void`, nothing runs); the selection is given, so its type holds.
  for (const { table, on } of resource.joins ?? []) {
    if (join === 'inner') void query.innerJoin(table, on);
    else void query.leftJoin(table, on);
  }
  return query;
}

/**
 * The page query of a list; exported so the benchmark can time the very same SQL directly.
 * - `narrowFirst`: the filtered rows come from a subquery (named like the table, so every column
 *   reference still holds) and only then get sorted and cut. Not with joins: the subquery holds
 *   the resource's table alone, and a filter may read a joined one.
 * - A deep offset skips its rows on ids alone (an index-only scan where an index covers the sort)
 *   and reads whole rows for the page only: skipping 15,000 whole rows cost 2–4× more.
 */
export function pageQuery(db: Db, resource: ListResource<unknown, unknown>, where: SQL | undefined, order: SQL[], limit: number | null, offset: number, narrowFirst = false) {
  narrowFirst &&= !resource.joins?.length;
  if (!narrowFirst && limit !== null && offset >= DEFERRED_JOIN_OFFSET) {
    const ids = selectFrom(db, resource, { id: resource.idColumn }).where(where).orderBy(...order).limit(limit).offset(offset);
    return selectFrom(db, resource, resource.columns)
      .where(inArray(resource.idColumn, ids))
      .orderBy(...order);
  }
  const query = narrowFirst
    ? db
        .select(resource.columns)
        .from(db.select().from(resource.table).where(where).offset(OFFSET_ZERO).as(getTableName(resource.table)))
        .$dynamic()
    : selectFrom(db, resource, resource.columns).where(where);
  query.orderBy(...order);
  if (limit !== null) query.limit(limit);
  if (offset) query.offset(offset);
  return query;
}

export const countQuery = (db: Db, resource: ListResource<unknown, unknown>, where: SQL | undefined) => selectFrom(db, resource, { n: sql<number>`count(*)::int` }, 'left').where(where);

export async function fetchPage<TRow>(db: Db, resource: ListResource<TRow, unknown>, where: SQL | undefined, order: SQL[], limit: number | null, offset: number, narrowFirst = false): Promise<TRow[]> {
  return (await pageQuery(db, resource as unknown as ListResource<unknown, unknown>, where, order, limit, offset, narrowFirst)) as unknown as TRow[];
}
