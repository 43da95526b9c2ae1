import { mailDetail } from '@coulisse/shared/schemas/mail';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { getMail, retryMail } from './mail.service';
import { mailsList } from './mails.list';

const tags = ['mail'];
const levelOne: AccessRule = { level: [1] };
const idParam = z.object({ id: rowIdParam });

/** The outbox screen of level 1: list, preview and retry (ARCHITECTURE §2). */
export async function mailRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, mailsList);

  api.get('/mail/:id', { config: { access: levelOne }, schema: { tags, params: idParam, response: { 200: mailDetail } } }, (request) =>
    getMail(ctx, request.params.id),
  );

  api.post('/mail/:id/retry', { config: { access: levelOne }, schema: { tags, params: idParam, response: { 200: mailDetail } } }, (request) =>
    retryMail(ctx, request.params.id),
  );
}
