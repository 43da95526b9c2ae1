import { generalInfo, settingsBody } from '@coulisse/shared/schemas/settings';
import { z } from 'zod';
import type { App } from '../../app';
import type { AppContext } from '../../platform/context';
import { readSettings, writeSettings } from './settings.repository';

const tags = ['admin'];

export async function adminRoutes(api: App, ctx: AppContext) {
  api.get(
    '/health',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => {
      await ctx.database.raw.query('select 1');
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
}
