import type { ListAnswer, ListQuery } from '@coulisse/shared/schemas/lists';
import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { and, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { projects, registrations, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { buildOrder, buildWhere, parseFilters, resolveSort, type ListResource } from '../../platform/http/list';
import { EXPORT_BATCH } from '../../platform/http/exportPages';
import type { RegistrationRow } from './registrations.list';

type Resource = ListResource<RegistrationRow, RegistrationListItem>;
const generic = (resource: Resource) => resource as unknown as ListResource<unknown, unknown>;
const MAX_ALL = 5000;

/** Registrations joined with their person and project; inner joins so the planner may walk a user index. */
const joined = (db: Db, resource: Resource) =>
  db
    .select(resource.columns)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(projects, eq(projects.id, registrations.projectId))
    .$dynamic();

/**
 * Counts through left joins: every registration has its person and project (foreign keys), and a
 * left join that no filter uses is removed by the planner, so an unfiltered count reads one index.
 */
const counted = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.userId))
    .leftJoin(projects, eq(projects.id, registrations.projectId))
    .where(where);

/** One page of a registration list in the generic answer (docs/lists.md). */
export async function listRegistrations(db: Db, resource: Resource, query: ListQuery, auth: Auth, present: (row: RegistrationRow) => RegistrationListItem): Promise<ListAnswer<RegistrationListItem>> {
  const filters = parseFilters(generic(resource), query.filters);
  const where = buildWhere(generic(resource), filters, auth);
  const order = buildOrder(generic(resource), query.sort);
  const all = query.all === 'true' || query.all === '1' || query.items === 'all';
  const page = joined(db, resource)
    .where(where)
    .orderBy(...order)
    .limit(all ? MAX_ALL : (query.items as number));
  if (query.offset) page.offset(query.offset);
  const [rows, [total]] = await Promise.all([page, counted(db, where)]);
  return { data: (rows as unknown as RegistrationRow[]).map(present), total: total?.n ?? 0, offset: query.offset, items: rows.length, filters, message: null };
}

/**
 * The rows of an export in sorted batches of 1,000. Sorts on NOT NULL text or number columns
 * continue after the previous batch's last key (keyset: each row read once); others page by offset.
 * Filters and sort are checked before the first byte is sent.
 */
export function exportRegistrations(db: Db, resource: Resource, query: { filters?: string; sort?: string }, auth: Auth): AsyncGenerator<RegistrationRow[]> {
  const r = generic(resource);
  const filters = parseFilters(r, query.filters);
  const where = buildWhere(r, filters, auth);
  const sort = query.sort || resource.defaultSort;
  const order = buildOrder(r, sort);
  const { columns, direction } = resolveSort(r, sort);
  const keys = columns.filter((c): c is PgColumn => is(c, PgColumn) && c.notNull && (c.dataType === 'string' || c.dataType === 'number'));
  const keyset = keys.length === columns.length;
  return (async function* () {
    let after: SQL | undefined;
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const keyFields = Object.fromEntries(keys.map((column, i) => [`key${i}`, column]));
      const query = db
        .select({ ...resource.columns, ...(keyset ? keyFields : {}) })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .innerJoin(projects, eq(projects.id, registrations.projectId))
        .where(and(where, after))
        .orderBy(...order)
        .limit(EXPORT_BATCH)
        .$dynamic();
      if (!keyset && offset) query.offset(offset);
      const rows = (await query) as (RegistrationRow & Record<string, unknown>)[];
      if (rows.length) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      if (keyset) {
        const last = rows[rows.length - 1]!;
        const values = keys.map((column, i) => sql.param(last[`key${i}`], column));
        after = sql`(${sql.join(keys, sql`, `)}) ${direction === 'desc' ? sql`<` : sql`>`} (${sql.join(values, sql`, `)})`;
      }
    }
  })();
}
