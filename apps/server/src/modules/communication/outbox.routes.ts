import { mailDetail } from '@coulisse/shared/schemas/communication';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { OUTBOX_ACCESS, outboxList } from './outbox.list';
import { getMail, retryMail } from './outbox.service';

const tags = ['communication'];
const idParams = z.object({ id: rowIdParam });

/** The outbox screen of level 1: list, preview and retry (ARCHITECTURE "Mail outbox"). */
export async function outboxRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, outboxList);

  api.get('/mail/:id', { config: { access: OUTBOX_ACCESS }, schema: { tags, summary: 'One outbox mail with both bodies', params: idParams, response: { 200: mailDetail } } }, (request) =>
    getMail(ctx, request.params.id),
  );
  api.post('/mail/:id/retry', { config: { access: OUTBOX_ACCESS }, schema: { tags, summary: 'Queue a failed mail again', params: idParams, response: { 200: mailDetail } } }, (request) =>
    retryMail(ctx, request.params.id),
  );
}
