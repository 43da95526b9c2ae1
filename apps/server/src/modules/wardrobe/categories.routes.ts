import { categoryCreateBody, categoryDto, categoryPriceBody, categoryUpdateBody } from '@coulisse/shared/schemas/wardrobe/stock';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { addPrice, categoryArticlesXlsx, createCategory, getCategory, renameCategory } from './categories.service';
import { right } from './lookups';
import { categoriesList } from './stock.list';
import { on } from './wardrobe.access';

const tags = ['wardrobe'];
const idParams = z.object({ id: rowIdParam });

/** Categories (clothing items) and their prices (spec 3 §2 /retributiebeheer/categorieen, §7 Categories). */
export async function categoriesRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, categoriesList);

  api.get('/category/:id', { config: { access: on('category', 'categories.read') }, schema: { tags, params: idParams, response: { 200: categoryDto } } }, (request) =>
    getCategory(ctx.db, request.params.id),
  );

  api.post('/clothing/category', { config: { access: right('categories', 'create') }, schema: { tags, body: categoryCreateBody, response: { 201: categoryDto } } }, async (request, reply) =>
    reply.status(201).send(await createCategory(ctx, request.body)),
  );

  api.put('/category/:id', { config: { access: on('category', 'categories.update') }, schema: { tags, params: idParams, body: categoryUpdateBody, response: { 200: categoryDto } } }, (request) =>
    renameCategory(ctx, request.params.id, request.body.name),
  );

  api.post(
    '/category/:id/prices',
    { config: { access: on('category', 'categories.update') }, schema: { tags, params: idParams, body: categoryPriceBody, response: { 201: categoryDto } } },
    async (request, reply) => reply.status(201).send(await addPrice(ctx, request.params.id, request.body)),
  );

  api.get(
    '/reports/categories/:id/articles.xlsx',
    {
      config: { access: { allOf: [on('category', 'categories.read'), { right: 'articles.read' }] }, download: true },
      schema: { tags, params: idParams, querystring: z.object({ token: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const { fileName, stream } = await categoryArticlesXlsx(ctx, request.params.id);
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(stream);
    },
  );
}
