import { categoryCreateBody, categoryDto, categoryPriceBody, categoryUpdateBody, type CategoryListItem } from '@coulisse/shared/schemas/wardrobe/stock';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import { articles, categories } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { defineFilter, registerListResource, type ListResource } from '../../platform/http/list';
import { exportPages } from '../../platform/http/exportPages';
import { streamXlsx } from '../../platform/http/xlsx';
import { rowIdParam } from '../../platform/http/params';
import { stockArticleColumns, stockArticlesResource } from './articles.held.list';
import { addPrice, createCategory, getCategory, removeCategories, renameCategory } from './categories.service';
import { right, textMatches } from './lookups';

const tags = ['categories'];
const idParams = z.object({ id: rowIdParam });

type CategoryRow = { id: number; name: string; price: CategoryListItem['price'] };

// The current price (spec 3 §4) of the listed category, as one JSON value; the day is Brussels'.
const currentPriceJson = sql<CategoryListItem['price']>`(
  select json_build_object('id', p.id, 'startDt', p.start_dt, 'endDt', p.end_dt, 'priceA', p.price_a::float8, 'priceB', p.price_b::float8,
    'priceC', p.price_c::float8, 'priceD', p.price_d::float8, 'priceE', p.price_e::float8, 'replacementPrice', p.replacement_price::float8)
  from category_prices p
  where p.category_id = ${categories.id}
    and p.start_dt <= (now() at time zone 'Europe/Brussels')::date
    and (p.end_dt is null or p.end_dt >= (now() at time zone 'Europe/Brussels')::date)
  order by p.start_dt desc, p.id desc limit 1)`.as('price');

/** GET /api/categories, DELETE /api/category/{id} and DELETE /api/categories {ids} (generic list calls). */
const categoriesList: ListResource<CategoryRow, CategoryListItem> = {
  plural: 'categories',
  single: 'category',
  tags,
  access: { read: right('categories', 'read'), delete: right('categories', 'delete') },
  table: categories,
  columns: { id: categories.id, name: categories.name, price: currentPriceJson },
  filters: { text: defineFilter(z.string().trim().max(100), (v) => (v ? textMatches(categories.name, v) : undefined)) },
  sorts: { name: categories.name, id: categories.id },
  defaultSort: 'name:asc',
  idColumn: categories.id,
  present: (row) => row,
  remove: removeCategories,
};

/** Categories (clothing items) and their prices (spec 3 §2 /retributiebeheer/categorieen, §7 Categories). */
export async function categoriesRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, categoriesList);

  api.get('/category/:id', { config: { access: right('categories', 'read') }, schema: { tags, params: idParams, response: { 200: categoryDto } } }, (request) =>
    getCategory(ctx.db, request.params.id),
  );

  api.post('/clothing/category', { config: { access: right('categories', 'create') }, schema: { tags, body: categoryCreateBody, response: { 201: categoryDto } } }, async (request, reply) =>
    reply.status(201).send(await createCategory(ctx, request.body)),
  );

  api.put('/category/:id', { config: { access: right('categories', 'update') }, schema: { tags, params: idParams, body: categoryUpdateBody, response: { 200: categoryDto } } }, (request) =>
    renameCategory(ctx, request.params.id, request.body.name),
  );

  api.post(
    '/category/:id/prices',
    { config: { access: right('categories', 'update') }, schema: { tags, params: idParams, body: categoryPriceBody, response: { 201: categoryDto } } },
    async (request, reply) => reply.status(201).send(await addPrice(ctx, request.params.id, request.body)),
  );

  api.get(
    '/reports/categories/:id/articles.xlsx',
    { config: { access: { allOf: [right('categories', 'read'), { right: 'articles.read' }] }, download: true }, schema: { tags, params: idParams, querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, request.params.id));
      if (!category) throw notFound();
      const resource = stockArticlesResource(eq(articles.categoryId, category.id));
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename="kledingstuk-${category.id}-artikels.xlsx"`);
      return reply.send(streamXlsx('Artikels', stockArticleColumns, exportPages(ctx.db, resource, eq(articles.categoryId, category.id), 'id:asc')));
    },
  );
}
