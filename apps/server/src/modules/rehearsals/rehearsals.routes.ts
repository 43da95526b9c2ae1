import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import { idsBody, MAX_ROW_ID, rowId } from '@coulisse/shared/schemas/lists';
import { isoTimestamp } from '@coulisse/shared/schemas/zodRules';
import {
  calendarEvent,
  enterPinAnswer,
  enterPinBody,
  markPresenceBody,
  moveBody,
  presenceAnswer,
  presenceEvent,
  PRESENCE_PAGE_MAX,
  repetitionBody,
  repetitionDto,
  selectorData as selectorDataSchema,
} from '@coulisse/shared/schemas/rehearsals';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { sendFile } from '../../platform/http/files';
import { registerScopedList } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { findProject } from '../projects/projects.repository';
import { calendarEvents, feedFile, feedUrl, icalFile, pdfFile, userRehearsals } from './agenda.service';
import { attendanceList, enterPin, joinRehearsalRoom, markPresence, pinOf } from './presence.service';
import { calledByPathRepetition, onRepetition, onRepetitionIds, registerRehearsalsAccess } from './rehearsals.access';
import { projectRepetitionsResource } from './rehearsals.list';
import { reminderRoutes } from './reminders.routes';
import { copyRepetition, createRepetition, deleteRepetition, deleteRepetitions, getRepetition, moveRepetition, selectorData, setOpen, updateRepetition } from './rehearsals.service';
import { presenceReport, repetitionReport, repetitionsReport } from './reports.service';

const tags = ['rehearsals'];
const idParams = z.object({ id: rowIdParam });
const projectUserParams = z.object({ id: rowIdParam, userId: rowIdParam });
const userParams = z.object({ userId: rowIdParam });
const message = z.object({ message: z.string() });
const token = z.string().max(200).optional();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), schema.optional());
const optionalId = optional(rowId);
const bit = optional(z.union([z.literal(0), z.literal(1)]));
const code = optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]));
const projectQuery = z.object({ projectId: optionalId });

/** A user's rehearsals: their own, or anyone's with canReadUserRepetitions (in the project of the path when there is one). */
const userRehearsalsInProject: AccessRule = { flag: 'canReadUserRepetitions', project: 'id', self: 'userId' };
const userRehearsalsAccess: AccessRule = { flag: 'canReadUserRepetitions', self: 'userId' };
/** Planning: the participant selector serves the create and the edit form. */
const planning: AccessRule = {
  anyOf: [
    { flag: 'canCreateRepetitions', project: { query: 'projectId' } },
    { flag: 'canUpdateRepetitions', project: { query: 'projectId' } },
  ],
};
/** The project reports: canExportRepetitions in the project of the query. */
const projectReport: AccessRule = { flag: 'canExportRepetitions', project: { query: 'projectId' } };

/** Rehearsals (spec 2 §2 §4 §7): scheduling, attendance, pin kiosk, calendar, agenda, reports. */
export async function rehearsalsRoutes(api: App, ctx: AppContext) {
  registerRehearsalsAccess();

  // ---- Scheduling ----
  registerScopedList(api, ctx, {
    path: '/project/:id/repetitions',
    params: idParams,
    access: { flag: 'canReadRepetitions', project: 'id' },
    resource: (params) => projectRepetitionsResource(params.id),
    exists: async (db, params) => Boolean(await findProject(db, params.id)),
    tags,
    summary: 'Rehearsals of a project (generic list; past 0/1)',
  });

  api.get(
    '/repetition/:id',
    { config: { access: { anyOf: [onRepetition('canReadRepetitions'), calledByPathRepetition] } }, schema: { tags, params: idParams, response: { 200: repetitionDto } } },
    (request) => getRepetition(ctx, request.params.id, request.auth!.user.id),
  );

  api.post(
    '/repetitions',
    { config: { access: { flag: 'canCreateRepetitions', project: { body: 'projectId' } } }, schema: { tags, body: repetitionBody, response: { 201: repetitionDto } } },
    async (request, reply) => reply.status(201).send(await createRepetition(ctx, request.body, request.auth!.user.id)),
  );

  api.put(
    '/repetitions/:id',
    { config: { access: onRepetition('canUpdateRepetitions') }, schema: { tags, params: idParams, body: repetitionBody, response: { 200: repetitionDto } } },
    (request) => updateRepetition(ctx, request.params.id, request.body, request.auth!.user.id),
  );

  api.put(
    '/repetition/:id/time',
    { config: { access: onRepetition('canUpdateRepetitions') }, schema: { tags, summary: 'Calendar drag and drop; never onto the past', params: idParams, body: moveBody, response: { 200: repetitionDto } } },
    (request) => moveRepetition(ctx, request.params.id, request.body, request.auth!.user.id),
  );

  api.get(
    '/repetitions/copy/:id',
    { config: { access: onRepetition('canCreateRepetitions') }, schema: { tags, summary: 'The form data of a copy', params: idParams } },
    (request) => copyRepetition(ctx, request.params.id, request.auth!.user.id),
  );

  api.delete('/repetition/:id', { config: { access: onRepetition('canDeleteRepetitions') }, schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteRepetition(ctx, request.params.id);
    return reply.status(204).send();
  });
  api.delete(
    '/repetitions',
    { config: { access: onRepetitionIds('canDeleteRepetitions') }, schema: { tags, summary: 'Bulk delete', body: idsBody, response: { 200: z.object({ deleted: z.number() }) } } },
    (request) => deleteRepetitions(ctx, request.body.ids),
  );
  for (const [path, open] of [
    ['open', true],
    ['close', false],
  ] as const) {
    api.put(
      `/repetitions/${path}`,
      { config: { access: onRepetitionIds('canOpenCloseRepetitions') }, schema: { tags, summary: `Bulk ${path}`, body: idsBody, response: { 200: z.object({ updated: z.number() }) } } },
      (request) => setOpen(ctx, request.body.ids, open),
    );
  }

  api.get(
    '/repetitions/selectorData',
    {
      config: { access: planning },
      schema: { tags, summary: 'Participant selector of the create and edit form', querystring: z.object({ projectId: rowIdParam, repetitionId: optionalId }), response: { 200: selectorDataSchema } },
    },
    (request) => selectorData(ctx, request.query.projectId, request.query.repetitionId),
  );

  // ---- Attendance ----
  api.get(
    '/repetition/:id/presence',
    {
      config: { access: onRepetition('canReadRepetitions') },
      schema: {
        tags,
        summary: 'Attendance list: one page (offset, items; 10 by default) of the participants matching text, presence 0–3 and individualRole 0/1, with the counts per state',
        params: idParams,
        querystring: z.object({
          text: z.string().trim().max(100).optional(),
          presence: code,
          individualRole: bit,
          offset: z.coerce.number().int().min(0).max(MAX_ROW_ID).default(0),
          items: z.coerce.number().int().min(1).max(PRESENCE_PAGE_MAX).default(PAGE_SIZE),
        }),
        response: { 200: presenceAnswer },
      },
    },
    (request) => {
      const { offset, items, ...filters } = request.query;
      return attendanceList(ctx, request.params.id, filters, { offset, items });
    },
  );

  api.put(
    '/repetition/:id/mark-presence',
    {
      config: { access: { anyOf: [onRepetition('canUpdatePresence'), calledByPathRepetition] } },
      schema: {
        tags,
        summary: 'Staff (canUpdatePresence) for anyone, or a called participant for themselves (more than 30 minutes before)',
        params: idParams,
        body: markPresenceBody,
        response: { 200: z.object({ message: z.string(), data: presenceEvent }) },
      },
    },
    (request) => markPresence(ctx, request.params.id, request.body, request.auth!),
  );

  api.post(
    '/repetitions/:id/enterPin',
    { config: { access: onRepetition('canUsePin') }, schema: { tags, summary: 'Pin kiosk, within 90 minutes before to 15 after the start', params: idParams, body: enterPinBody, response: { 200: enterPinAnswer } } },
    (request) => enterPin(ctx, request.params.id, request.body, request.auth!),
  );

  api.post(
    '/repetition/:id/live',
    {
      config: { access: onRepetition('canReadRepetitions') },
      schema: { tags, summary: "Joins the caller's socket to room repetition:<id>", params: idParams, body: z.object({ socketId: z.string().min(1).max(100) }), response: { 200: message } },
    },
    (request) => joinRehearsalRoom(ctx, request.params.id, request.body.socketId, request.auth!.user.id),
  );

  api.get(
    '/user/:userId/pin',
    { config: { access: userRehearsalsAccess }, schema: { tags, summary: "The user's pin, handed out when first asked", params: userParams, response: { 200: z.object({ pin: z.string() }) } } },
    (request) => pinOf(ctx, request.params.userId),
  );

  // ---- Own rehearsals, registration tab, employee tab ----
  api.get(
    '/project/:id/user/:userId/repetitions',
    { config: { access: userRehearsalsInProject }, schema: { tags, summary: "A user's rehearsals in a project", params: projectUserParams, querystring: z.object({ upcoming: bit }), response: { 200: z.array(repetitionDto) } } },
    (request) => userRehearsals(ctx.db, request.params.userId, { projectId: request.params.id, upcoming: request.query.upcoming === 1 }),
  );
  api.get(
    '/user/:userId/repetitions',
    { config: { access: userRehearsalsAccess }, schema: { tags, summary: "A user's rehearsals in every project", params: userParams, querystring: z.object({ upcoming: bit }), response: { 200: z.array(repetitionDto) } } },
    (request) => userRehearsals(ctx.db, request.params.userId, { upcoming: request.query.upcoming === 1 }),
  );

  // ---- Calendar: canSeeCalendar in the project asked for, or in some project (the answer then covers those) ----
  api.get(
    '/repetitions/all',
    {
      config: { access: { flag: 'canSeeCalendar', project: { query: 'projectId', absent: 'anywhere' } } },
      schema: { tags, summary: 'Calendar events', querystring: z.object({ projectId: optionalId, from: isoTimestamp, to: isoTimestamp }), response: { 200: z.array(calendarEvent) } },
    },
    (request) => calendarEvents(ctx, request.query, request.auth!),
  );

  // ---- The caller's own agenda (self-service: 'authenticated') ----
  api.get(
    '/repetitions/ical',
    { config: { access: 'authenticated' }, schema: { tags, summary: "The caller's upcoming rehearsals as iCalendar (bearer; the page saves it as a file)", querystring: projectQuery } },
    async (request, reply) => sendFile(reply, await icalFile(ctx, request.auth!.user.id, request.query.projectId)),
  );
  api.get(
    '/repetitions/pdf',
    { config: { access: 'authenticated' }, schema: { tags, summary: "The caller's upcoming rehearsals as a PDF (bearer), of one project they are registered in or of all", querystring: projectQuery } },
    async (request, reply) => sendFile(reply, await pdfFile(ctx, request.auth!, request.query.projectId)),
  );
  api.get('/repetitions/ical/url', { config: { access: 'authenticated' }, schema: { tags, summary: "The caller's subscribable feed URL", response: { 200: z.object({ url: z.string() }) } } }, (request) =>
    feedUrl(ctx, request.auth!.user.id),
  );
  reminderRoutes(api, ctx);
  api.get('/repetitions/feed/:feed', { config: { access: 'public' }, schema: { tags, summary: 'Subscribable feed (secret token in the path)', params: z.object({ feed: z.string().max(80) }) } }, async (request, reply) =>
    sendFile(reply, await feedFile(ctx, request.params.feed)),
  );

  // ---- Reports (canExportRepetitions; a download token in the query opens them in a new window) ----
  api.get(
    '/reports/repetition.xlsx',
    {
      config: { access: { flag: 'canExportRepetitions', project: { query: 'repetitionId', via: 'repetition' } }, download: true },
      schema: { tags, summary: 'Attendance list of one rehearsal', querystring: z.object({ repetitionId: rowIdParam, token }) },
    },
    async (request, reply) => sendFile(reply, await repetitionReport(ctx, request.query.repetitionId)),
  );
  api.get(
    '/reports/repetitions_complete.xlsx',
    { config: { access: projectReport, download: true }, schema: { tags, summary: 'Every rehearsal of a project with its counts', querystring: z.object({ projectId: rowIdParam, token }) } },
    async (request, reply) => sendFile(reply, await repetitionsReport(ctx, request.query.projectId)),
  );
  api.get(
    '/reports/presence_complete.xlsx',
    { config: { access: projectReport, download: true }, schema: { tags, summary: 'Every participant of every rehearsal of a project', querystring: z.object({ projectId: rowIdParam, token }) } },
    async (request, reply) => sendFile(reply, await presenceReport(ctx, request.query.projectId)),
  );
}
