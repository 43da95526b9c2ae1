import { translateNl } from '@coulisse/shared/i18n/index';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { defineFilter, registerListResource, type ListResource } from '../../platform/http/list';
import { notFound } from '../../platform/http/errors';
import { rowIdParam } from '../../platform/http/params';
import { LOOKUPS, right, textMatches, type LookupDef } from './lookups';
import { labelOf, removeUnused } from './stock.repository';

type LookupRow = { id: number; value: string };
const tags = ['stock'];
const idParams = z.object({ id: rowIdParam });

/** GET /api/stock/{plural} (+ the spec's xlsx export) for one lookup: text filter, sort by value or id. */
function lookupList(def: LookupDef): ListResource<LookupRow, Record<string, unknown>> {
  return {
    plural: def.plural,
    single: def.single,
    prefix: '/stock',
    tags,
    access: { read: right(def.area, 'read') },
    table: def.table,
    columns: { id: def.id, value: def.field },
    filters: { text: defineFilter(z.string().trim().max(100), (v) => (v ? textMatches(def.field, v) : undefined)) },
    sorts: { [def.key]: def.field, id: def.id },
    defaultSort: `${def.key}:asc`,
    idColumn: def.id,
    present: (row) => ({ id: row.id, [def.key]: row.value }),
    export: def.export && {
      fileName: def.export.fileName,
      sheet: def.export.sheet,
      defaultSort: `${def.key}:asc`,
      columns: [
        { header: 'ID', width: 8, value: (r) => r.id },
        { header: def.export.header, width: 30, value: (r) => r.value },
      ],
    },
  };
}

/** The list, one row, create, update and delete of every single-field lookup (spec 3 §7 Stock). */
export async function lookupsRoutes(api: App, ctx: AppContext) {
  for (const def of LOOKUPS) {
    registerListResource(api, ctx, lookupList(def));
    const present = (row: LookupRow) => ({ id: row.id, [def.key]: row.value });
    const find = async (id: number) => {
      const [row] = await ctx.db.select({ id: def.id, value: def.field }).from(def.table).where(eq(def.id, id));
      if (!row) throw notFound();
      return row as LookupRow;
    };
    const path = `/clothing/${def.single}`;

    api.get(`${path}/:id`, { config: { access: right(def.area, 'read') }, schema: { tags, params: idParams, response: { 200: def.dto } } }, async (request) =>
      present(await find(request.params.id)),
    );

    api.post(path, { config: { access: right(def.area, 'create') }, schema: { tags, body: def.body, response: { 201: def.dto } } }, async (request, reply) => {
      const value = request.body[def.key]!;
      const [row] = await ctx.db.insert(def.table).values({ [def.key]: value }).returning({ id: def.id, value: def.field });
      return reply.status(201).send(present(row as LookupRow));
    });

    api.put(`${path}/:id`, { config: { access: right(def.area, 'update') }, schema: { tags, params: idParams, body: def.body, response: { 200: def.dto } } }, async (request) => {
      const [row] = await ctx.db
        .update(def.table)
        .set({ [def.key]: request.body[def.key]! })
        .where(eq(def.id, request.params.id))
        .returning({ id: def.id, value: def.field });
      if (!row) throw notFound();
      return present(row as LookupRow);
    });

    api.delete(`${path}/:id`, { config: { access: right(def.area, 'delete') }, schema: { tags, params: idParams } }, async (request, reply) => {
      const { value } = await find(request.params.id);
      const label = labelOf(def.kindKey, value);
      const removed = await ctx.db.transaction((tx) => removeUnused(tx, { ...def, label }, request.params.id));
      if (!removed) throw notFound();
      return reply.status(200).send({ message: translateNl('stock.success.deleted', { name: label }) });
    });
  }
}
