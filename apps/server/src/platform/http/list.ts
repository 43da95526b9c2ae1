import { idsBody, listQuery, type ListAnswer, type ListQuery } from '@coulisse/shared/schemas/lists';
import { asc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from './app';
import type { AccessRule } from '../access/rules';
import type { Auth } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { notFound } from './errors';
import { rowIdParam } from './params';
import { exportPages } from './exportPages';
import { sendFile, XLSX_TYPE, type FileAnswer } from './files';
import type { ListResource } from './listResource';
import { buildOrder, buildWhere, countQuery, fetchPage, narrowsFirst, parseFilters, selectFrom } from './listSql';
import { streamXlsx } from './xlsx';

export { buildOrder, buildWhere, countQuery, fetchPage, narrowsFirst, pageQuery, parseFilters,   } from './listSql';
export { containsFilter, defineFilter, type ListFilter, type ListJoin, type ListResource } from './listResource';

async function count(db: Db, resource: ListResource<unknown, unknown>, where: SQL | undefined): Promise<number> {
  const [row] = await countQuery(db, resource, where);
  return row?.n ?? 0;
}

/** The most rows one answer carries, also with `all` (docs/lists.md). */
const MAX_ALL = 5000;
const idParam = z.object({ id: rowIdParam });
const checkedBody = z.object({ configs: z.object({ filters: z.record(z.string().max(64), z.unknown()).optional() }).optional() });

export interface ListPageOptions<TRow, TOut> {
  /** Adjusts the parsed filters, e.g. a default that holds whatever else is sent. */
  filters?: (parsed: Record<string, unknown>) => Record<string, unknown>;
  /** Shapes each row instead of the resource's `present` (a call that answers more than the resource). */
  present?: (row: TRow) => TOut;
}

/** One page of a resource in the generic list answer: filters, sort, paging and count in SQL. */
export async function listPage<TRow, TDto, TOut = TDto>(db: Db, resource: ListResource<TRow, TDto>, query: ListQuery, auth: Auth, options: ListPageOptions<TRow, TOut> = {}): Promise<ListAnswer<TOut>> {
  const r = resource as unknown as ListResource<unknown, unknown>;
  const parsed = parseFilters(r, query.filters);
  const filters = options.filters ? options.filters(parsed) : parsed;
  const where = buildWhere(r, filters, auth);
  const order = buildOrder(r, query.sort);
  const all = query.all === 'true' || query.all === '1' || query.items === 'all';
  const limit = all ? MAX_ALL : (query.items as number);
  const [rows, total] = await Promise.all([fetchPage(db, resource, where, order, limit, query.offset, narrowsFirst(r, filters)), count(db, r, where)]);
  const present = options.present ?? ((row: TRow) => resource.present(row, auth) as unknown as TOut);
  return { data: rows.map(present), total, offset: query.offset, items: rows.length, filters, message: null };
}

/** "Select all" for bulk actions: the ids of every row matching the filters (at most MAX_ALL) and their number. */
export async function checkedIds<TRow, TDto>(db: Db, resource: ListResource<TRow, TDto>, body: z.output<typeof checkedBody>, auth: Auth): Promise<{ ids: number[]; total: number }> {
  const r = resource as unknown as ListResource<unknown, unknown>;
  const filters = parseFilters(r, JSON.stringify(body.configs?.filters ?? {}));
  const where = buildWhere(r, filters, auth);
  const rows = await selectFrom(db, r, { id: resource.idColumn }).where(where).orderBy(asc(resource.idColumn)).limit(MAX_ALL);
  return { ids: rows.map((row) => row.id as number), total: await count(db, r, where) };
}

/** The xlsx export of a resource with the list's filters and sort; both are checked before the first byte is sent. */
function exportFile<TRow, TDto>(db: Db, resource: ListResource<TRow, TDto>, query: { filters?: string; sort?: string }, auth: Auth, name: string): FileAnswer {
  const r = resource as unknown as ListResource<unknown, unknown>;
  const exp = resource.export!;
  const pages = exportPages(db, resource, buildWhere(r, parseFilters(r, query.filters), auth), query.sort || exp.defaultSort);
  return { type: XLSX_TYPE, name: `${name}.xlsx`, body: streamXlsx(exp.sheet, exp.columns, pages) };
}

/** A list under a path with parameters (`/project/:id/repetitions`): the resource is scoped by them per request. */
export interface ScopedList<P extends z.ZodObject, TRow, TDto> {
  /** Relative to /api, with the parameters `params` validates. */
  path: string;
  params: P;
  /** Who may read the list; declared on both calls. */
  access: AccessRule;
  resource: (params: z.output<P>) => ListResource<TRow, TDto>;
  /** When given, a missing parent (the project of the path) answers 404; checked after access. */
  exists?: (db: Db, params: z.output<P>) => Promise<boolean>;
  /** An xlsx export of the resource's `export` columns at `path` (with the same parameters), named per request. */
  export?: { path: string; fileName: (params: z.output<P>) => string };
  tags?: string[];
  summary?: string;
}

/**
 * Registers the generic list calls of a path-scoped list: GET <path> and POST <path>/checked,
 * with the same filters, sorts and paging as every generic list (docs/lists.md).
 */
export function registerScopedList<P extends z.ZodObject, TRow, TDto>(api: App, ctx: AppContext, list: ScopedList<P, TRow, TDto>): void {
  const tags = list.tags ?? [];
  const scoped = async (raw: unknown) => {
    const params = raw as z.output<P>;
    if (list.exists && !(await list.exists(ctx.db, params))) throw notFound();
    return list.resource(params);
  };
  api.get(list.path, { config: { access: list.access }, schema: { tags, summary: list.summary, params: list.params, querystring: listQuery } }, async (request): Promise<ListAnswer<TDto>> =>
    listPage(ctx.db, await scoped(request.params), request.query, request.auth!),
  );
  api.post(`${list.path}/checked`, { config: { access: list.access }, schema: { tags, params: list.params, body: checkedBody } }, async (request) =>
    checkedIds(ctx.db, await scoped(request.params), request.body, request.auth!),
  );
  if (list.export) {
    const { path, fileName } = list.export;
    api.get(
      path,
      { config: { access: list.access, download: true }, schema: { tags, params: list.params, querystring: listQuery.extend({ token: z.string().max(200).optional() }) } },
      async (request, reply) => sendFile(reply, exportFile(ctx.db, await scoped(request.params), request.query, request.auth!, fileName(request.params as z.output<P>))),
    );
  }
}

/** Registers the generic list calls for one resource (relative to the /api prefix). */
export function registerListResource<TRow, TDto>(api: App, ctx: AppContext, resource: ListResource<TRow, TDto>): void {
  const base = `${resource.prefix ?? ''}/${resource.plural}`;
  const tags = resource.tags ?? [resource.plural];

  api.get(base, { config: { access: resource.access.read }, schema: { tags, querystring: listQuery } }, (request): Promise<ListAnswer<TDto>> => listPage(ctx.db, resource, request.query, request.auth!));

  // "Select all" for bulk actions: the ids of every row matching the filters.
  api.post(`${base}/checked`, { config: { access: resource.access.read }, schema: { tags, body: checkedBody } }, (request) => checkedIds(ctx.db, resource, request.body, request.auth!));

  if (resource.export) {
    const exp = resource.export;
    api.get(
      `/reports/${resource.plural}.xlsx`,
      { config: { access: resource.access.export ?? resource.access.read, download: true }, schema: { tags, querystring: listQuery.extend({ token: z.string().max(200).optional() }) } },
      async (request, reply) => sendFile(reply, exportFile(ctx.db, resource, request.query, request.auth!, exp.fileName)),
    );
  }

  if (resource.create) {
    const create = resource.create;
    api.post(base, { config: { access: resource.access.create! }, schema: { tags, body: create.body } }, async (request, reply) => {
      reply.status(201);
      return create.handler(ctx, request.body as never, request.auth!);
    });
  }
  if (resource.update) {
    const update = resource.update;
    api.put(`${resource.prefix ?? ''}/${resource.single}/:id`, { config: { access: resource.access.update! }, schema: { tags, params: idParam, body: update.body } }, (request) =>
      update.handler(ctx, request.params.id, request.body as never, request.auth!),
    );
  }
  if (resource.remove) {
    const remove = resource.remove;
    api.delete(`${resource.prefix ?? ''}/${resource.single}/:id`, { config: { access: resource.access.delete! }, schema: { tags, params: idParam } }, async (request, reply) => {
      const removed = await remove(ctx, [request.params.id], request.auth!);
      if (!removed) throw notFound();
      return reply.status(204).send();
    });
    api.delete(base, { config: { access: resource.access.delete! }, schema: { tags, body: idsBody } }, async (request) => ({
      deleted: await remove(ctx, request.body.ids, request.auth!),
    }));
  }
}
