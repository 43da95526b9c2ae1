import { generalInfo, settingsBody } from '@coulisse/shared/schemas/settings';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { downloadRequest, issueDownloadToken } from '../../platform/http/downloads';
import { pingDatabase } from './health.repository';
import { readSettings, writeSettings } from './settings.repository';

const tags = ['admin'];

export async function adminRoutes(api: App, ctx: AppContext) {
  api.get(
    '/health',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => {
      await pingDatabase(ctx.database);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );

  /** Title and description for the welcome screen (spec 1 §2), readable signed out. */
  api.get('/general/info', { config: { access: 'public' }, schema: { tags, response: { 200: generalInfo } } }, async () => {
    const { title, description } = await readSettings(ctx.db);
    return { title, description };
  });

  api.get('/settings', { config: { access: { right: 'settings.read' } }, schema: { tags, response: { 200: settingsBody } } }, () => readSettings(ctx.db));

  api.put('/settings', { config: { access: { right: 'settings.update' } }, schema: { tags, body: settingsBody, response: { 200: settingsBody } } }, (request) =>
    writeSettings(ctx.db, request.body),
  );

  /**
   * A single-use token for one download the spec opens "with token in the query"; the download
   * route itself still checks the caller's rights.
   */
  api.post(
    '/downloads',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: downloadRequest, response: { 200: z.object({ token: z.string(), url: z.string() }) } },
    },
    async (request) => {
      const { token } = await issueDownloadToken(ctx.db, request.auth!.user.id, request.body.path);
      return { token, url: `${request.body.path}?token=${encodeURIComponent(token)}` };
    },
  );
}
