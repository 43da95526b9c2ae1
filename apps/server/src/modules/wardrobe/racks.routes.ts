import { translateNl } from '@coulisse/shared/i18n/index';
import { rackBody, rackDto, type RackDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import { articles, racks } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { defineFilter, registerListResource, registerScopedList, type ListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { stockArticlesResource } from './articles.held.list';
import { right, textMatches } from './lookups';
import { labelOf, removeUnused } from './stock.repository';

const tags = ['stock'];
const idParams = z.object({ id: rowIdParam });

/** GET /api/stock/racks and GET /api/reports/racks.xlsx: the text matches the number or the description. */
const racksList: ListResource<RackDto, RackDto> = {
  plural: 'racks',
  single: 'rack',
  prefix: '/stock',
  tags,
  access: { read: right('racks', 'read') },
  table: racks,
  columns: { id: racks.id, description: racks.description },
  filters: {
    text: defineFilter(z.string().trim().max(100), (v) => (v ? sql`(${racks.id}::text = ${v} or ${textMatches(racks.description, v)})` : undefined)),
  },
  sorts: { id: racks.id, description: racks.description },
  defaultSort: 'id:asc',
  idColumn: racks.id,
  present: (row) => row,
  export: {
    fileName: 'rekken',
    sheet: 'Rekken',
    defaultSort: 'id:asc',
    columns: [
      { header: 'Rek', width: 8, value: (r) => r.id },
      { header: 'Omschrijving', width: 40, value: (r) => r.description },
    ],
  },
};

async function findRack(db: DbOrTx, id: number): Promise<RackDto | undefined> {
  const [row] = await db.select({ id: racks.id, description: racks.description }).from(racks).where(eq(racks.id, id));
  return row;
}

const rackExists = (id: number) => new AppError('validation', 'stock.errors.rackExists', { id }, { id: translateNl('stock.errors.rackExists', { id }) });

/** Racks (spec 3 §2 Rack screen, §7): the number is the id, chosen by staff. */
export async function racksRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, racksList);

  api.get('/clothing/rack/:id', { config: { access: right('racks', 'read') }, schema: { tags, params: idParams, response: { 200: rackDto } } }, async (request) => {
    const rack = await findRack(ctx.db, request.params.id);
    if (!rack) throw notFound();
    return rack;
  });

  // The articles on a rack, paged and filtered like every generic list (rack screen).
  registerScopedList(api, ctx, {
    path: '/clothing/rack/:id/articles',
    params: idParams,
    access: { allOf: [right('racks', 'read'), { right: 'articles.read' }] },
    resource: (params) => stockArticlesResource(eq(articles.rackId, params.id)),
    exists: async (db, params) => Boolean(await findRack(db, params.id)),
    tags,
  });

  api.post('/clothing/rack', { config: { access: right('racks', 'create') }, schema: { tags, body: rackBody, response: { 201: rackDto } } }, async (request, reply) => {
    const { id, description } = request.body;
    if (await findRack(ctx.db, id)) throw rackExists(id);
    const [row] = await ctx.db.insert(racks).values({ id, description }).returning();
    return reply.status(201).send(row!);
  });

  // A new number renumbers the rack: its articles move along in the same transaction.
  api.put('/clothing/rack/:id', { config: { access: right('racks', 'update') }, schema: { tags, params: idParams, body: rackBody, response: { 200: rackDto } } }, (request) =>
    ctx.db.transaction(async (tx) => {
      const oldId = request.params.id;
      const { id, description } = request.body;
      if (!(await findRack(tx, oldId))) throw notFound();
      if (id === oldId) {
        const [row] = await tx.update(racks).set({ description }).where(eq(racks.id, oldId)).returning();
        return row!;
      }
      if (await findRack(tx, id)) throw rackExists(id);
      const [row] = await tx.insert(racks).values({ id, description }).returning();
      await tx.update(articles).set({ rackId: id }).where(eq(articles.rackId, oldId));
      await tx.delete(racks).where(eq(racks.id, oldId));
      return row!;
    }),
  );

  api.delete('/clothing/rack/:id', { config: { access: right('racks', 'delete') }, schema: { tags, params: idParams } }, async (request) => {
    const label = labelOf('stock.kinds.rack', request.params.id);
    const removed = await ctx.db.transaction((tx) => removeUnused(tx, { table: racks, id: racks.id, articleColumn: articles.rackId, label }, request.params.id));
    if (!removed) throw notFound();
    return { message: translateNl('stock.success.deleted', { name: label }) };
  });
}
