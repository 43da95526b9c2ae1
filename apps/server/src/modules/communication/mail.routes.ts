import {
  listMailBody,
  mailSendBody,
  mailSentAnswer,
  mailSettings,
  mailTemplateBody,
  mailTemplateDto,
  mailTemplatesAnswer,
  mailUsersBody,
  registrationPeopleAnswer,
  registrationPeopleBody,
  unsubscribeAnswer,
  unsubscribeBody,
} from '@coulisse/shared/schemas/communication';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { rowIdParam } from '../../platform/http/params';
import { onRepetition } from '../rehearsals/rehearsals.access';
import { mailAddresses, mailCalled, mailRegistered, mailUsers, registrationPeople } from './mail.service';
import { changeTemplate, createTemplate, getTemplate, getTemplates, removeTemplate } from './mailTemplates.service';
import { getMailSettings, saveMailSettings, unsubscribe } from './unsubscribe.service';

const tags = ['mail'];
/**
 * Mailing people means using their addresses: users read plus the contact sub-right, the right
 * that shows the addresses in the list (`canReadUsersContact`). Level 1 holds every right.
 */
const MAIL_ACCESS: AccessRule = { allOf: [{ right: 'users.read' }, { right: 'users.contact' }] };
/**
 * Mail from the checked rows of a project's lists: the mail right (users read + contact) in that
 * project — a global role or one linked there — together with the right to read the list.
 * The service then refuses (403) any id outside the list: not registered, not called.
 */
const REGISTRATIONS_MAIL_ACCESS: AccessRule = { allOf: [{ right: 'registrations.read', project: 'id' }, { flag: 'canReadUsersContact', project: 'id' }] };
const ATTENDANCE_MAIL_ACCESS: AccessRule = { allOf: [onRepetition('canReadRepetitions'), onRepetition('canReadUsersContact')] };
const listParams = z.object({ id: rowIdParam });
/** Templates are kept by level 1 (issue 13); whoever may mail reads them to start from one. */
const TEMPLATES_WRITE: AccessRule = { level: [1] };
const templateParams = z.object({ template: rowIdParam });
const userParams = z.object({ id: rowIdParam });
const tokenQuery = z.object({ token: z.string().min(1).max(600) });

/** Mail to people (issue 13; spec 3 §7, spec 1 §7): templates, sending, unsubscribing. */
export async function mailRoutes(api: App, ctx: AppContext) {
  api.get('/mail/templates', { config: { access: MAIL_ACCESS }, schema: { tags, summary: 'Every mail template, by name', response: { 200: mailTemplatesAnswer } } }, () =>
    getTemplates(ctx),
  );
  api.get(
    '/mail/template/:template',
    { config: { access: MAIL_ACCESS }, schema: { tags, summary: 'One mail template', params: templateParams, response: { 200: mailTemplateDto } } },
    (request) => getTemplate(ctx, request.params.template),
  );
  api.post(
    '/mail/templates',
    { config: { access: TEMPLATES_WRITE }, schema: { tags, summary: 'Create a template (HTML sanitised, placeholders checked)', body: mailTemplateBody, response: { 201: mailTemplateDto } } },
    async (request, reply) => {
      reply.status(201);
      return createTemplate(ctx, request.body);
    },
  );
  api.put(
    '/mail/template/:template',
    { config: { access: TEMPLATES_WRITE }, schema: { tags, summary: 'Change a template', params: templateParams, body: mailTemplateBody, response: { 200: mailTemplateDto } } },
    (request) => changeTemplate(ctx, request.params.template, request.body),
  );
  api.delete('/mail/template/:template', { config: { access: TEMPLATES_WRITE }, schema: { tags, summary: 'Delete a template', params: templateParams } }, async (request, reply) => {
    await removeTemplate(ctx, request.params.template);
    return reply.status(204).send();
  });

  api.post(
    '/mail',
    { config: { access: MAIL_ACCESS }, schema: { tags, summary: 'Mail people by id: one outbox mail each, fanned out by a job', body: mailUsersBody, response: { 202: mailSentAnswer } } },
    async (request, reply) => {
      reply.status(202);
      return mailUsers(ctx, request.auth!, request.body);
    },
  );
  api.post(
    '/mail/send',
    { config: { access: MAIL_ACCESS }, schema: { tags, summary: 'Mail addresses: one outbox mail each, fanned out by a job', body: mailSendBody, response: { 202: mailSentAnswer } } },
    async (request, reply) => {
      reply.status(202);
      return mailAddresses(ctx, request.auth!, request.body);
    },
  );

  api.post(
    '/project/:id/mail',
    {
      config: { access: REGISTRATIONS_MAIL_ACCESS },
      schema: { tags, summary: 'Mail checked rows of the registration list: people registered in the project (403 otherwise)', params: listParams, body: listMailBody, response: { 202: mailSentAnswer } },
    },
    async (request, reply) => {
      reply.status(202);
      return mailRegistered(ctx, request.auth!, request.params.id, request.body);
    },
  );
  api.post(
    '/project/:id/registrations/people',
    {
      config: { access: REGISTRATIONS_MAIL_ACCESS },
      schema: { tags, summary: 'The people (user ids) of checked registration rows, for the Mail action (404 for a row of another project)', params: listParams, body: registrationPeopleBody, response: { 200: registrationPeopleAnswer } },
    },
    (request) => registrationPeople(ctx, request.params.id, request.body.ids),
  );
  api.post(
    '/repetition/:id/mail',
    {
      config: { access: ATTENDANCE_MAIL_ACCESS },
      schema: { tags, summary: 'Mail checked rows of the attendance list: people the rehearsal calls (403 otherwise)', params: listParams, body: listMailBody, response: { 202: mailSentAnswer } },
    },
    async (request, reply) => {
      reply.status(202);
      return mailCalled(ctx, request.auth!, request.params.id, request.body);
    },
  );

  api.post('/unsubscribe', { config: { access: 'public' }, schema: { tags, summary: 'Turn bulk mail off with the token of a mail’s link', body: unsubscribeBody, response: { 200: unsubscribeAnswer } } }, (request) =>
    unsubscribe(ctx, request.body.token),
  );
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form; only the token counts.
  await api.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    oneClick.post(
      '/unsubscribe/one-click',
      { bodyLimit: 1024, config: { access: 'public' }, schema: { tags, summary: 'List-Unsubscribe one-click (RFC 8058)', querystring: tokenQuery, response: { 200: unsubscribeAnswer } } },
      (request) => unsubscribe(ctx, request.query.token),
    );
  });

  api.get(
    '/user/:id/mail-settings',
    { config: { access: { right: 'users.contact', self: 'id' } }, schema: { tags, summary: 'Whether bulk mail reaches the person', params: userParams, response: { 200: mailSettings } } },
    (request) => getMailSettings(ctx, request.params.id),
  );
  // Only the person: nobody else turns bulk mail back on for someone who turned it off.
  api.put(
    '/user/:id/mail-settings',
    { config: { access: { self: { param: 'id' } } }, schema: { tags, summary: 'Turn bulk mail off or on again', params: userParams, body: mailSettings, response: { 200: mailSettings } } },
    (request) => saveMailSettings(ctx, request.params.id, request.body),
  );
}
