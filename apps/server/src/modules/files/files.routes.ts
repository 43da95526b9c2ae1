import { FILE_MAX_BYTES } from '@coulisse/shared/rules/files';
import { downloadQuery, fileLink as fileLinkAnswer, fileLinkBody, fileParams, storedFile, uploadsQuery } from '@coulisse/shared/schemas/files';
import type { AppContext } from '../../platform/context';
import { sendStoredFile } from '../../platform/files/serve';
import type { App } from '../../platform/http/app';
import { readUploadStream } from '../../platform/http/upload';
import { fileLink, openFile, uploadFile } from './files.service';

const tags = ['files'];

/**
 * The general file drop (spec 1 §7 POST /api/upload, GET /api/uploads/{file},
 * GET /api/download?file=; docs/areas/files.md). Reading is decided per file by the rule of what
 * owns it, so both reads are `public` routes that answer 404 to a refused reader as to a missing
 * file; names are opaque and checked by the schema, so no path reaches the storage.
 */
export async function filesRoutes(api: App, ctx: AppContext) {
  api.post(
    '/upload',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Upload one file (multipart field `file`, ≤ 100 MB; images, pdf, Word, Excel by content)',
        consumes: ['multipart/form-data'],
        response: { 201: storedFile },
      },
    },
    async (request, reply) => reply.code(201).send(await uploadFile(ctx, request.auth!, await readUploadStream(request, FILE_MAX_BYTES))),
  );

  api.get(
    '/uploads/:file',
    { exposeHeadRoute: false, config: { access: 'public' }, schema: { tags, summary: 'Read a file (inline where a browser shows it)', params: fileParams, querystring: uploadsQuery } },
    async (request, reply) => sendStoredFile(reply, await openFile(ctx, request.auth, request.params.file, request.query.token, false)),
  );

  api.get(
    '/download',
    { exposeHeadRoute: false, config: { access: 'public' }, schema: { tags, summary: 'Download a file (attachment)', querystring: downloadQuery } },
    async (request, reply) => sendStoredFile(reply, await openFile(ctx, request.auth, request.query.file, request.query.token, true)),
  );

  api.post(
    '/download/link',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'A single-use link for a new window (5 minutes)', body: fileLinkBody, response: { 200: fileLinkAnswer } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return fileLink(ctx, request.auth!, request.body.file, request.body.inline);
    },
  );
}
