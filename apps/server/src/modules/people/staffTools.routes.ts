import { IMPORT_FILE_MAX_BYTES, IMPORT_MAX_ROWS, ONLINE_WINDOW_MINUTES } from '@coulisse/shared/rules/constants';
import { lookupChoices } from '@coulisse/shared/schemas/lists';
import { importBody, importPreview, importResult, onlineUsersAnswer } from '@coulisse/shared/schemas/people/staffTools';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import { confirmImport, previewImport } from './import.service';
import { readUploadedFile } from '../../platform/http/upload';
import { importTemplate } from './import.template';
import { onlineUsers, projectChoices } from './staffTools.repository';

const tags = ['people'];
const readUsers: AccessRule = { right: 'users.read' };
const importAccess: AccessRule = { right: 'users.create' };
/** The online list is for a screen, not an export: more than this many at once is cut off. */
const ONLINE_LIMIT = 1000;
/** An import confirmation carries up to IMPORT_MAX_ROWS people of about 600 bytes each as JSON. */
const importBodyLimit = IMPORT_MAX_ROWS * 1500;

/** The staff tools of /medewerkers (issue 3): online users, employee import and its template (mail: communication/mail.routes.ts). */
export async function staffToolsRoutes(api: App, ctx: AppContext) {
  api.get(
    '/users/projects',
    { config: { access: readUsers }, schema: { tags, summary: 'Choices of the registrations filter of the users list', response: { 200: lookupChoices(z.number()) } } },
    () => projectChoices(ctx.db),
  );

  api.get(
    '/statistics/users/online',
    { config: { access: readUsers }, schema: { tags: ['people', 'admin'], summary: `Users whose last request is at most ${ONLINE_WINDOW_MINUTES} minutes old`, response: { 200: onlineUsersAnswer } } },
    async () => {
      const rows = await onlineUsers(ctx.db, ONLINE_WINDOW_MINUTES, ONLINE_LIMIT);
      return {
        windowMinutes: ONLINE_WINDOW_MINUTES,
        total: rows.length,
        data: rows.map((r) => ({ ...r, lastLogin: r.lastLogin?.toISOString() ?? null, lastActivity: r.lastActivity!.toISOString() })),
      };
    },
  );

  api.post(
    '/import/preview',
    {
      config: { access: importAccess },
      schema: { tags, summary: 'Read an employee import file (multipart field `file`, CSV ≤ 10 MB); nothing is written', consumes: ['multipart/form-data'], response: { 200: importPreview } },
    },
    async (request) => previewImport(ctx, await readUploadedFile(request, IMPORT_FILE_MAX_BYTES)),
  );

  api.post(
    '/import',
    { bodyLimit: importBodyLimit, config: { access: importAccess }, schema: { tags, summary: 'Import the people a preview accepted: all or none', body: importBody, response: { 201: importResult } } },
    async (request, reply) => {
      const result = await confirmImport(ctx, request.auth!, request.body);
      reply.status(201);
      return result;
    },
  );

  api.get(
    '/templates/import_users.xlsx',
    { config: { access: importAccess, download: true }, schema: { tags, summary: 'The import template; opened with a download token', querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (_request, reply) => {
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', 'attachment; filename="import_users.xlsx"');
      return reply.send(await importTemplate());
    },
  );
}
