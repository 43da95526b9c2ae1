import { messageBody, messageCreated, messageDto, messageMarkAnswer, unreadMessages } from '@coulisse/shared/schemas/communication';
import { rowId } from '@coulisse/shared/schemas/lists';
import { selectorData } from '@coulisse/shared/schemas/rehearsals';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { registerListResource, registerScopedList } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { findProject } from '../projects/projects.repository';
import { addressedToCaller, onMessage, registerMessagesAccess } from './messages.access';
import { defineMessageFanOut } from './messages.fanout';
import { ownMessagesList, projectMessagesResource, readReportResource } from './messages.list';
import { messageInProject } from './messages.repository';
import { createMessage, getMessage, markMessage, messageSelectorData, unreadMessages as unread } from './messages.service';

const tags = ['messages'];
const idParams = z.object({ id: rowIdParam });
const reportParams = z.object({ id: rowIdParam, messageId: rowIdParam });
/** `?userId=` of the spec's opened/read calls: when sent, the caller's own id. */
const userQuery = z.object({ userId: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), rowId.optional()) });

/** Project messages (spec 2 §2 §4 §7 Messages); the paths under /api/messages are the spec's. */
export async function messagesRoutes(api: App, ctx: AppContext) {
  registerMessagesAccess();
  defineMessageFanOut(ctx);

  // ---- The participant's own messages (every account has its own; the scope keeps them private) ----
  registerListResource(api, ctx, ownMessagesList);

  api.get('/messages/unread', { config: { access: 'authenticated' }, schema: { tags, summary: 'The Nieuws badge: unread count and the newest unread messages', response: { 200: unreadMessages } } }, (request) =>
    unread(ctx, request.auth!.user.id),
  );

  api.get(
    '/messages/:id',
    { config: { access: { anyOf: [onMessage('canReadMessages'), addressedToCaller] } }, schema: { tags, summary: 'One message, for its recipients and the project’s message readers', params: idParams, response: { 200: messageDto } } },
    (request) => getMessage(ctx, request.params.id, request.auth!.user.id),
  );

  for (const [path, read] of [
    ['opened', false],
    ['read', true],
  ] as const) {
    api.post(
      `/messages/:id/${path}`,
      {
        config: { access: addressedToCaller },
        schema: { tags, summary: read ? 'Mark the message read (the first time stays)' : 'Record that the caller opened it', params: idParams, querystring: userQuery, response: { 200: messageMarkAnswer } },
      },
      (request) => markMessage(ctx, request.params.id, request.query.userId, request.auth!, read),
    );
  }

  // ---- Staff: a project's messages, writing one, the read report ----
  registerScopedList(api, ctx, {
    path: '/messages/projects/:id',
    params: idParams,
    access: { flag: 'canReadMessages', project: 'id' },
    resource: (params) => projectMessagesResource(params.id),
    exists: async (db, params) => Boolean(await findProject(db, params.id)),
    tags,
    summary: 'The messages of a project with opened and read counts (generic list)',
  });

  api.post(
    '/messages/projects/:id',
    { config: { access: { flag: 'canCreateMessages', project: 'id' } }, schema: { tags, summary: 'Write a message; the recipients are told by a background job', params: idParams, body: messageBody, response: { 201: messageCreated } } },
    async (request, reply) => reply.status(201).send(await createMessage(ctx, request.params.id, request.body, request.auth!)),
  );

  api.get(
    '/messages/selectorData',
    {
      config: { access: { flag: 'canCreateMessages', project: { query: 'projectId' } } },
      schema: { tags, summary: 'What the recipient selector offers (the rehearsal selector’s parts)', querystring: z.object({ projectId: rowIdParam }), response: { 200: selectorData } },
    },
    (request) => messageSelectorData(ctx, request.query.projectId),
  );

  registerScopedList(api, ctx, {
    path: '/messages/projects/:id/messages/:messageId',
    params: reportParams,
    access: { flag: 'canReadMessagesRead', project: 'id' },
    resource: (params) => readReportResource(params.messageId),
    exists: (db, params) => messageInProject(db, params.id, params.messageId),
    export: { path: '/reports/projects/:id/messages/:messageId/read.xlsx', fileName: (params) => `leesrapport-${params.messageId}` },
    tags,
    summary: 'The read report of a message: lastName, firstName, openedDt, readDt per recipient (generic list)',
  });
}
