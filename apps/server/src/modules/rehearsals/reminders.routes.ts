import { absenceBody, absenceInfo, absenceQuery } from '@coulisse/shared/schemas/reminders';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { absenceInfo as readAbsence, reportAbsence } from './reminders.absence';
import { defineReminderJobs } from './reminders.service';

const tags = ['rehearsals'];

/**
 * Rehearsal mails (issue 13): the job queues, and the two calls behind the mail's one-click
 * "ik kan niet" link. They are public: the signed token is the whole authorisation, and it can
 * do nothing but sign its person off its rehearsal.
 */
export function reminderRoutes(api: App, ctx: AppContext): void {
  defineReminderJobs(ctx);
  api.get(
    '/repetitions/absence',
    { config: { access: 'public' }, schema: { tags, summary: 'The rehearsal of an "ik kan niet" link (signed token)', querystring: absenceQuery, response: { 200: absenceInfo } } },
    (request) => readAbsence(ctx, request.query.token),
  );
  api.post(
    '/repetitions/absence',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Signs the person of an "ik kan niet" link off (not within 30 minutes of the start)', body: absenceBody, response: { 200: z.object({ message: z.string() }) } },
    },
    (request) => reportAbsence(ctx, request.body.token, request.body.reason),
  );
}
