import { and, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ListResource } from './listResource';
import { buildOrder, fetchPage, resolveSort, selectFrom } from './listSql';

/** Rows per query of an export: bounded, so memory stays flat whatever the row count. */
export const EXPORT_BATCH = 1000;

/**
 * Sort columns a batch can continue after by value: NOT NULL (a row comparison cannot step over
 * NULLs) and of a type whose JavaScript value compares exactly like the stored one (a timestamp
 * read as a Date loses its microseconds).
 */
function keysetColumns(columns: (PgColumn | SQL)[]): PgColumn[] | null {
  const keys = columns.filter((c): c is PgColumn => is(c, PgColumn) && c.notNull && (c.dataType === 'string' || c.dataType === 'number'));
  return keys.length === columns.length ? keys : null;
}

/**
 * The rows of an export in sorted batches. When the sort allows it, each batch continues after
 * the previous batch's last key (keyset), so reading n rows costs n; OFFSET batches re-read every
 * skipped row and cost about n²/batch, which is the fallback for other sorts. The sort is checked
 * here, before the response starts: an unknown sort is a 400, not a broken download.
 */
export function exportPages<TRow>(db: Db, resource: ListResource<TRow, unknown>, where: SQL | undefined, sort: string | undefined): AsyncGenerator<TRow[]> {
  const r = resource as unknown as ListResource<unknown, unknown>;
  const order = buildOrder(r, sort);
  const { columns, direction } = resolveSort(r, sort);
  const keys = keysetColumns(columns);
  return keys ? keysetBatches(db, resource, where, order, keys, direction) : offsetBatches(db, resource, where, order);
}

async function* offsetBatches<TRow>(db: Db, resource: ListResource<TRow, unknown>, where: SQL | undefined, order: SQL[]): AsyncGenerator<TRow[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await fetchPage(db, resource, where, order, EXPORT_BATCH, offset);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

async function* keysetBatches<TRow>(db: Db, resource: ListResource<TRow, unknown>, where: SQL | undefined, order: SQL[], keys: PgColumn[], direction: 'asc' | 'desc'): AsyncGenerator<TRow[]> {
  const keyFields = Object.fromEntries(keys.map((column, i) => [`key${i}`, column]));
  let after: SQL | undefined;
  for (;;) {
    const rows = (await selectFrom(db, resource as unknown as ListResource<unknown, unknown>, { ...resource.columns, ...keyFields })
      .where(and(where, after))
      .orderBy(...order)
      .limit(EXPORT_BATCH)) as Record<string, unknown>[];
    if (rows.length) yield rows as TRow[];
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    const values = keys.map((column, i) => sql.param(last[`key${i}`], column));
    after = sql`(${sql.join(keys, sql`, `)}) ${direction === 'desc' ? sql`<` : sql`>`} (${sql.join(values, sql`, `)})`;
  }
}
