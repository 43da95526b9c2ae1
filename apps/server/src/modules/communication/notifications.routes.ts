import { markNotificationsBody, notificationItem, unreadNotifications } from '@coulisse/shared/schemas/communication';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { notificationsList } from './notifications.list';
import { markAllRead, markNotifications, unreadOf, viewNotification } from './notifications.service';

const tags = ['communication'];
// Every call works on the caller's own notifications only (scoped in the queries).
const own: AccessRule = 'authenticated';
const idParam = z.object({ id: rowIdParam });

/** The signed-in user's notifications: list, top bar, view, mark read/unread, delete (spec 1 §4, §7). */
export async function notificationsRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, notificationsList);

  api.get('/notifications/unread', { config: { access: own }, schema: { tags, response: { 200: unreadNotifications } } }, (request) =>
    unreadOf(ctx, request.auth!),
  );

  api.put(
    '/notifications/read',
    { config: { access: own }, schema: { tags, body: markNotificationsBody, response: { 200: z.object({ updated: z.number().int() }) } } },
    (request) => markNotifications(ctx, request.auth!, request.body.ids, request.body.read),
  );

  api.put('/notifications/read-all', { config: { access: own }, schema: { tags, response: { 200: z.object({ updated: z.number().int() }) } } }, (request) =>
    markAllRead(ctx, request.auth!),
  );

  api.get('/notification/:id', { config: { access: own }, schema: { tags, params: idParam, response: { 200: notificationItem } } }, (request) =>
    viewNotification(ctx, request.auth!, request.params.id),
  );
}
