import { rackBody, rackDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { registerListResource, registerScopedList } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { articlesOnRack } from './articles.list';
import { right } from './lookups';
import { createRack, deleteRack, getRack, updateRack } from './racks.service';
import { racksList } from './stock.list';
import { on } from './wardrobe.access';

const tags = ['wardrobe'];
const idParams = z.object({ id: rowIdParam });

/** Racks (spec 3 §2 Rack screen, §7): the number is the id, chosen by staff. */
export async function racksRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, racksList);

  api.get('/clothing/rack/:id', { config: { access: on('rack', 'racks.read') }, schema: { tags, params: idParams, response: { 200: rackDto } } }, (request) => getRack(ctx, request.params.id));

  // The articles on a rack, paged and filtered like every generic list (rack screen).
  registerScopedList(api, ctx, {
    path: '/clothing/rack/:id/articles',
    params: idParams,
    access: { allOf: [on('rack', 'racks.read'), { right: 'articles.read' }] },
    resource: (params) => articlesOnRack(params.id),
    tags,
  });

  api.post('/clothing/rack', { config: { access: right('racks', 'create') }, schema: { tags, body: rackBody, response: { 201: rackDto } } }, async (request, reply) =>
    reply.status(201).send(await createRack(ctx, request.body)),
  );

  api.put('/clothing/rack/:id', { config: { access: on('rack', 'racks.update') }, schema: { tags, params: idParams, body: rackBody, response: { 200: rackDto } } }, (request) =>
    updateRack(ctx, request.params.id, request.body),
  );

  api.delete('/clothing/rack/:id', { config: { access: on('rack', 'racks.delete') }, schema: { tags, params: idParams } }, (request) => deleteRack(ctx, request.params.id));
}
