import { articleBody, articleDto, articleImportBody, articleImportPreview, articleImportResult, articlesBulkBody, articleStatusBody, rentInfoDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { articlesResource } from './articles.list';
import { bulkUpdate, createArticle, descriptions, getArticle, nextNumber, removeArticle, rentInfo, setArticleStatus, tagSuggestions, updateArticle } from './articles.service';
import { confirmArticleImport, previewArticleImport } from './import.service';
import { on } from './wardrobe.access';

const tags = ['wardrobe'];
/** The id is the article number; '000042' reads as 42. */
const idParams = z.object({ id: rowIdParam });
/** The rows of a 10 MB file travel as JSON: room for the quoting and the field names. */
const importBodyLimit = 24 * 1024 * 1024;
const textQuery = z.object({ text: z.string().trim().max(100).optional() });

/** Costume articles (spec 3 §2 §4 §7): the stock list, the article form, status changes and the kiosk. */
export async function articlesRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, articlesResource);

  api.get('/article/:id', { config: { access: on('article', 'articles.read') }, schema: { tags, summary: 'One article (404 for a missing one)', params: idParams, response: { 200: articleDto } } }, (request) =>
    getArticle(ctx, request.params.id),
  );

  api.post(
    '/article',
    { config: { access: { right: 'articles.create' } }, schema: { tags, summary: 'Create an article (active false needs articles.delete)', body: articleBody, response: { 201: articleDto } } },
    async (request, reply) => {
      reply.status(201);
      return createArticle(ctx, request.body, request.auth!);
    },
  );

  api.put(
    '/article/:id',
    { config: { access: on('article', 'articles.update') }, schema: { tags, summary: 'Update an article (changing active needs articles.delete)', params: idParams, body: articleBody, response: { 200: articleDto } } },
    (request) => updateArticle(ctx, request.params.id, request.body, request.auth!),
  );

  api.put(
    '/article/:id/status',
    {
      config: { access: on('article', 'articles.update') },
      schema: { tags, summary: 'Status change by number: back to rack, to the laundry, inactive (needs articles.delete)', params: idParams, body: articleStatusBody, response: { 200: articleDto } },
    },
    (request) => setArticleStatus(ctx, request.params.id, request.body, request.auth!),
  );

  api.delete('/article/:id', { config: { access: on('article', 'articles.delete') }, schema: { tags, summary: 'Soft delete: the article becomes inactive', params: idParams } }, async (request, reply) => {
    await removeArticle(ctx, request.params.id);
    return reply.status(204).send();
  });

  api.get(
    '/articles/next',
    { config: { access: { right: 'articles.create' } }, schema: { tags, summary: 'The number a new article will normally get', response: { 200: z.object({ id: z.number(), number: z.string() }) } } },
    () => nextNumber(ctx),
  );

  api.put(
    '/articles/bulk',
    { config: { access: { right: 'articles.update' } }, schema: { tags, summary: 'Set the same fields on the listed articles (active needs articles.delete)', body: articlesBulkBody, response: { 200: z.object({ updated: z.number() }) } } },
    (request) => bulkUpdate(ctx, request.body, request.auth!),
  );

  api.get(
    '/articles/descriptions',
    { config: { access: { right: 'articles.read' } }, schema: { tags, summary: 'Description suggestions', querystring: textQuery, response: { 200: z.array(z.string()) } } },
    (request) => descriptions(ctx, request.query.text),
  );

  api.get(
    '/clothing/tags',
    { config: { access: { right: 'articles.read' } }, schema: { tags, summary: 'Tag suggestions, most used first', querystring: textQuery, response: { 200: z.array(z.string()) } } },
    (request) => tagSuggestions(ctx, request.query.text),
  );

  api.get(
    '/articles/:id/rentinfo',
    { config: { access: on('article', 'articles.read') }, schema: { tags, summary: 'Rental orders of the article; persons stay empty until project clothing lines exist', params: idParams, response: { 200: rentInfoDto } } },
    (request) => rentInfo(ctx, request.params.id),
  );

  api.post(
    '/clothing/import/preview',
    {
      bodyLimit: importBodyLimit,
      config: { access: { right: 'articles.create' } },
      schema: { tags, summary: 'Check the rows of an article import file; nothing is written', body: articleImportBody, response: { 200: articleImportPreview } },
    },
    (request) => previewArticleImport(ctx, request.body),
  );

  api.post(
    '/clothing/import',
    {
      bodyLimit: importBodyLimit,
      config: { access: { right: 'articles.create' } },
      schema: { tags, summary: 'Import articles: all rows or none; progress as ARTICLE_IMPORT_PROGRESS {uuid, done, total}', body: articleImportBody, response: { 201: articleImportResult } },
    },
    async (request, reply) => {
      const result = await confirmArticleImport(ctx, request.auth!, request.body);
      reply.status(201);
      return result;
    },
  );

}
