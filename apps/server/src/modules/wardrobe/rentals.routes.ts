import {
  articleHit,
  fineBody,
  itemActionBody,
  orderAnswer,
  orderArticleDto,
  orderBody,
  orderDto,
  orderUpdateBody,
  priceAnswer,
  priceBody,
  receiveItemsBody,
  remarksBody,
  type OrderAnswer,
} from '@coulisse/shared/schemas/wardrobe/rentals';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { ordersList } from './orders.list';
import {
  articleForOrder,
  changeReturns,
  createOrder,
  getOrder,
  joinOrderRoom,
  orderPdfFile,
  priceOf,
  saveRemarks,
  searchOrderArticles,
  setFine,
  setMissingInactive,
  updateOrder,
} from './rentals.service';
import { on } from './wardrobe.access';

const tags = ['wardrobe'];
/** The order in the path (`:id`): 404 for a missing order and a refused caller alike. */
const read = on('rentalOrder', 'orders.read');
const update = on('rentalOrder', 'orders.update');
/** The form's calls (price, article lookup) serve both a new order and an edit. */
const form: AccessRule = { anyOf: [{ right: 'orders.create' }, { right: 'orders.update' }] };
const formOnArticle: AccessRule = { anyOf: [on('article', 'orders.create'), on('article', 'orders.update')] };
const idParams = z.object({ id: rowIdParam });
const answer = { 200: orderAnswer, 409: orderAnswer };

/** A refused change (billed or cancelled order) answers 409 with {success: false, message} (spec 3 §7). */
const send = (reply: FastifyReply, a: OrderAnswer) => reply.status(a.success ? 200 : 409).send(a);

/** Rental orders (spec 3 §2 §4 §7 Orders): price, create, read, edit, bill, cancel, returns, fine, PDF, list. */
export async function rentalsRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, ordersList);

  api.post(
    '/orders/price',
    {
      config: { access: form },
      schema: { tags, summary: 'Price, replacement value and VAT of items at the prices current on startDt', body: priceBody, response: { 200: priceAnswer } },
    },
    (request) => priceOf(ctx.db, request.body),
  );

  api.get(
    '/orders/article/:id',
    {
      config: { access: formOnArticle },
      schema: {
        tags,
        summary: 'The article to add by number, with the open orders that use it; 404 for a missing one (the screen says "Artikel bestaat niet")',
        params: idParams,
        querystring: z.object({ order: rowIdParam.optional() }),
        response: { 200: orderArticleDto },
      },
    },
    (request) => articleForOrder(ctx, request.params.id, request.query.order ?? null),
  );

  api.get(
    '/orders/articles',
    {
      config: { access: form },
      schema: {
        tags,
        summary: 'The search window: at most 20 articles whose number, description or tags contain the text',
        querystring: z.object({ text: z.string().trim().min(2).max(100) }),
        response: { 200: z.array(articleHit) },
      },
    },
    (request) => searchOrderArticles(ctx, request.query.text),
  );

  api.post(
    '/orders',
    {
      config: { access: { right: 'orders.create' } },
      schema: {
        tags,
        summary: 'Create the order, its groups and items in one transaction; the articles become rented',
        body: orderBody,
        response: { 201: z.object({ rentalId: z.number() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await createOrder(ctx, request.body, request.auth!)),
  );

  api.get('/order/:id', { config: { access: read }, schema: { tags, params: idParams, response: { 200: orderDto } } }, (request) => getOrder(ctx.db, request.params.id));

  api.put(
    '/order/:id',
    {
      config: { access: update },
      schema: {
        tags,
        summary: 'The whole form, or {billed: true}, or {canceled: true, washing}; a billed or cancelled order answers 409 success false',
        params: idParams,
        body: orderUpdateBody,
        response: answer,
      },
    },
    async (request, reply) => send(reply, await updateOrder(ctx, request.params.id, request.body)),
  );

  api.post('/order/:id/fine', { config: { access: update }, schema: { tags, params: idParams, body: fineBody, response: answer } }, async (request, reply) =>
    send(reply, await setFine(ctx.db, request.params.id, request.body.fine)),
  );

  api.post(
    '/order/:id/:articleId/remarks',
    { config: { access: update }, schema: { tags, params: z.object({ id: rowIdParam, articleId: rowIdParam }), body: remarksBody, response: answer } },
    async (request, reply) => send(reply, await saveRemarks(ctx.db, request.params.id, request.params.articleId, request.body.remarks)),
  );

  api.put(
    '/order/:id/item/:itemId',
    {
      config: { access: update },
      schema: {
        tags,
        summary: 'Receive adds `amount` pieces (1..out); correct sets returned to `amount` (0..returned)',
        params: z.object({ id: rowIdParam, itemId: rowIdParam }),
        body: itemActionBody,
        response: answer,
      },
    },
    async (request, reply) => send(reply, await changeReturns(ctx, request.params.id, { itemId: request.params.itemId, ...request.body })),
  );

  api.put(
    '/order/:id/items/receive',
    {
      config: { access: update },
      schema: { tags, summary: 'Receive every piece of the given items', params: idParams, body: receiveItemsBody, response: answer },
    },
    async (request, reply) => send(reply, await changeReturns(ctx, request.params.id, { ids: request.body.ids })),
  );

  api.get(
    '/order/:id/inactive',
    {
      config: { access: update },
      schema: {
        tags,
        summary: 'After billing with a replacement value: sets the articles not returned inactive',
        params: idParams,
        response: { 200: orderAnswer.extend({ count: z.number() }), 409: orderAnswer.extend({ count: z.number() }) },
      },
    },
    async (request, reply) => {
      const a = await setMissingInactive(ctx.db, request.params.id);
      return reply.status(a.success ? 200 : 409).send(a);
    },
  );

  api.get(
    '/order/:id/pdf',
    { config: { access: read, download: true }, schema: { tags, summary: 'The order as a PDF (bearer or download token)', params: idParams } },
    async (request, reply) => {
      const { fileName, pdf } = await orderPdfFile(ctx, request.params.id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="${fileName}"`);
      return reply.send(pdf);
    },
  );

  api.post(
    '/order/:id/live',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Joins the caller's socket to room order:<id> (clothing_receive_items)",
        params: idParams,
        body: z.object({ socketId: z.string().min(1).max(100) }),
      },
    },
    (request) => joinOrderRoom(ctx, request.params.id, request.body.socketId, request.auth!.user.id),
  );
}
