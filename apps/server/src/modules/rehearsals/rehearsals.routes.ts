import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import { presenceState } from '@coulisse/shared/rules/rehearsals';
import { idsBody, listQuery, type ListAnswer } from '@coulisse/shared/schemas/lists';
import {
  calendarEvent,
  enterPinAnswer,
  enterPinBody,
  markPresenceBody,
  moveBody,
  presenceAnswer,
  PRESENCE_PAGE_MAX,
  repetitionBody,
  repetitionDto,
  selectorData as selectorDataSchema,
  type PresenceRow,
  type RepetitionListItem,
} from '@coulisse/shared/schemas/rehearsals';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/http/errors';
import { buildOrder, buildWhere, countQuery, fetchPage, parseFilters } from '../../platform/http/list';
import { streamXlsx, type XlsxColumn } from '../../platform/http/xlsx';
import { rowIdParam } from '../../platform/http/params';
import { findProject } from '../projects/projects.repository';
import { feedToken, feedUser, icalendar } from './ical';
import { rehearsalsPdf } from './pdf';
import { attendanceList, enterPin, markPresence, pinOf, presenceRows, userRehearsals } from './presence.service';
import { rows } from '../../platform/db/rows';
import { projectRepetitionsResource, type RepetitionListRow } from './rehearsals.list';
import {
  calendarEvents,
  copyRepetition,
  createRepetition,
  deleteRepetitions,
  getRepetition,
  moveRepetition,
  repetitionOr404,
  requireFlag,
  selectorData,
  setOpen,
  updateRepetition,
} from './rehearsals.service';

const tags = ['rehearsals'];
const idParams = z.object({ id: rowIdParam });
const projectUserParams = z.object({ id: rowIdParam, userId: rowIdParam });
const userParams = z.object({ userId: rowIdParam });
const message = z.object({ message: z.string() });
const token = z.string().max(200).optional();
const digits = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.number().int().positive().max(2_147_483_647).optional());
const bit = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)]).optional());
const code = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional());
/** A user's own rehearsals, or someone else's with the users.repetitions sub-right (in the project of the path when there is one). */
const userRehearsalsInProject: AccessRule = { right: 'users.repetitions', project: 'id', self: 'userId' };
const userRehearsalsAccess: AccessRule = { right: 'users.repetitions', self: 'userId' };

const STATE_NL: Record<PresenceRow['state'], string> = {
  present: 'Aanwezig',
  probablyPresent: 'Waarschijnlijk aanwezig',
  unexcusedAbsent: 'Onverwittigd afwezig',
  excusedAbsent: 'Verwittigd afwezig',
};
const presenceColumns: XlsxColumn<PresenceRow>[] = [
  { header: 'Achternaam', value: (r) => r.lastName },
  { header: 'Voornaam', value: (r) => r.firstName },
  { header: 'Aanwezigheid', value: (r) => STATE_NL[r.state] },
  { header: 'Reden', value: (r) => r.reason },
  { header: 'Individuele rol', value: (r) => (r.isRoleUser ? 'Ja' : 'Neen') },
  { header: 'G.S.M.', value: (r) => r.cellPhone },
  { header: 'Telefoon', value: (r) => r.phoneNumber },
  { header: 'Pincode', value: (r) => r.pin },
];

async function* once<T>(items: T[]): AsyncIterable<T[]> {
  yield items;
}

/** Rehearsals (spec 2 §2 §4 §7): scheduling, attendance, pin kiosk, calendar, agenda, reports. */
export async function rehearsalsRoutes(api: App, ctx: AppContext) {
  // ---- Scheduling ----
  api.get(
    '/project/:id/repetitions',
    { config: { access: { right: 'repetitions.read', project: 'id' } }, schema: { tags, summary: 'Rehearsals of a project (generic list; past 0/1)', params: idParams, querystring: listQuery } },
    async (request): Promise<ListAnswer<RepetitionListItem>> => {
      if (!(await findProject(ctx.db, request.params.id))) throw notFound();
      const resource = projectRepetitionsResource(request.params.id);
      const generic = resource as never;
      const q = request.query;
      const filters = parseFilters(generic, q.filters);
      const where = buildWhere(generic, filters, request.auth!);
      const order = buildOrder(generic, q.sort);
      const all = q.all === 'true' || q.all === '1' || q.items === 'all';
      const [page, [count]] = await Promise.all([
        fetchPage<RepetitionListRow>(ctx.db, resource, where, order, all ? 5000 : (q.items as number), q.offset),
        countQuery(ctx.db, generic, where),
      ]);
      return { data: page.map((row) => resource.present(row, request.auth!)), total: count?.n ?? 0, offset: q.offset, items: page.length, filters, message: null };
    },
  );

  api.get('/repetition/:id', { config: { access: 'authenticated' }, schema: { tags, params: idParams, response: { 200: repetitionDto } } }, (request) =>
    getRepetition(ctx, request.params.id, request.auth!),
  );

  api.post('/repetitions', { config: { access: 'authenticated' }, schema: { tags, summary: 'Create (repetitions.create in body.projectId)', body: repetitionBody, response: { 201: repetitionDto } } }, async (request, reply) => {
    reply.status(201);
    return createRepetition(ctx, request.body, request.auth!);
  });

  api.put(
    '/repetitions/:id',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Update (repetitions.update in its project)', params: idParams, body: repetitionBody, response: { 200: repetitionDto } } },
    (request) => updateRepetition(ctx, request.params.id, request.body, request.auth!),
  );

  api.put(
    '/repetition/:id/time',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Calendar drag and drop (repetitions.update); never onto the past', params: idParams, body: moveBody, response: { 200: repetitionDto } } },
    (request) => moveRepetition(ctx, request.params.id, request.body, request.auth!),
  );

  api.get('/repetitions/copy/:id', { config: { access: 'authenticated' }, schema: { tags, summary: 'The form data of a copy (repetitions.create)', params: idParams } }, (request) =>
    copyRepetition(ctx, request.params.id, request.auth!),
  );

  api.delete('/repetition/:id', { config: { access: 'authenticated' }, schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteRepetitions(ctx, [request.params.id], request.auth!);
    return reply.status(204).send();
  });
  api.delete('/repetitions', { config: { access: 'authenticated' }, schema: { tags, summary: 'Bulk delete (repetitions.delete)', body: idsBody } }, (request) =>
    deleteRepetitions(ctx, request.body.ids, request.auth!),
  );
  for (const [path, open] of [
    ['open', true],
    ['close', false],
  ] as const) {
    api.put(`/repetitions/${path}`, { config: { access: 'authenticated' }, schema: { tags, summary: `Bulk ${path} (repetitions openclose)`, body: idsBody } }, (request) =>
      setOpen(ctx, request.body.ids, open, request.auth!),
    );
  }

  api.get(
    '/repetitions/selectorData',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Participant selector (repetitions.create or update)', querystring: z.object({ projectId: rowIdParam, repetitionId: digits }), response: { 200: selectorDataSchema } },
    },
    (request) => selectorData(ctx, request.query.projectId, request.query.repetitionId, request.auth!),
  );

  // ---- Attendance ----
  api.get(
    '/repetition/:id/presence',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Attendance list (repetitions.read): one page (offset, items; 10 by default) of the participants matching text, presence 0–3 and individualRole 0/1, with the counts per state',
        params: idParams,
        querystring: z.object({
          text: z.string().trim().max(100).optional(),
          presence: code,
          individualRole: bit,
          offset: z.coerce.number().int().min(0).default(0),
          items: z.coerce.number().int().min(1).max(PRESENCE_PAGE_MAX).default(PAGE_SIZE),
        }),
        response: { 200: presenceAnswer },
      },
    },
    (request) => {
      const { offset, items, ...filters } = request.query;
      return attendanceList(ctx, request.params.id, filters, { offset, items }, request.auth!);
    },
  );

  api.put(
    '/repetition/:id/mark-presence',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Staff (repetitions present) or the participant (more than 30 minutes before)', params: idParams, body: markPresenceBody } },
    (request) => markPresence(ctx, request.params.id, request.body, request.auth!),
  );

  api.post(
    '/repetitions/:id/enterPin',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Pin kiosk (repetitions pin), within 90 minutes before to 15 after the start', params: idParams, body: enterPinBody, response: { 200: enterPinAnswer } } },
    (request) => enterPin(ctx, request.params.id, request.body, request.auth!),
  );

  api.post(
    '/repetition/:id/live',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Joins the caller\'s socket to room repetition:<id> (repetitions.read)', params: idParams, body: z.object({ socketId: z.string().min(1).max(100) }), response: { 200: message } } },
    async (request) => {
      const r = await repetitionOr404(ctx.db, request.params.id);
      await requireFlag(ctx, request.auth!, r.rep.projectId, 'canReadRepetitions');
      ctx.realtime.join?.(request.body.socketId, `repetition:${r.rep.id}`, request.auth!.user.id);
      return { message: 'ok' };
    },
  );

  api.get('/user/:userId/pin', { config: { access: userRehearsalsAccess }, schema: { tags, summary: 'The user\'s pin, handed out when first asked', params: userParams } }, (request) =>
    pinOf(ctx, request.params.userId),
  );

  // ---- Own rehearsals, registration tab, employee tab ----
  api.get(
    '/project/:id/user/:userId/repetitions',
    { config: { access: userRehearsalsInProject }, schema: { tags, summary: 'A user\'s rehearsals in a project', params: projectUserParams, querystring: z.object({ upcoming: bit }), response: { 200: z.array(repetitionDto) } } },
    (request) => userRehearsals(ctx.db, request.params.userId, { projectId: request.params.id, upcoming: request.query.upcoming === 1 }),
  );
  api.get(
    '/user/:userId/repetitions',
    { config: { access: userRehearsalsAccess }, schema: { tags, summary: 'A user\'s rehearsals in every project', params: userParams, querystring: z.object({ upcoming: bit }), response: { 200: z.array(repetitionDto) } } },
    (request) => userRehearsals(ctx.db, request.params.userId, { upcoming: request.query.upcoming === 1 }),
  );

  // ---- Calendar ----
  api.get(
    '/repetitions/all',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Calendar events (calendar and repetitions read)', querystring: z.object({ projectId: digits, from: z.string().max(40), to: z.string().max(40) }), response: { 200: z.array(calendarEvent) } } },
    (request) => calendarEvents(ctx, request.query, request.auth!),
  );

  // ---- iCal ----
  const host = new URL(ctx.config.publicUrl).host;
  api.get(
    '/repetitions/ical',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'The caller\'s upcoming rehearsals as iCalendar (bearer; the page saves it as a file)', querystring: z.object({ projectId: digits }) } },
    async (request, reply) => {
      const reps = await userRehearsals(ctx.db, request.auth!.user.id, { projectId: request.query.projectId, upcoming: true });
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="repetities.ics"');
      return icalendar(reps, host);
    },
  );
  api.get(
    '/repetitions/pdf',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'The caller\'s upcoming rehearsals as a PDF (bearer), of one project they are registered in or of all', querystring: z.object({ projectId: digits }) },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const projectId = request.query.projectId;
      let projectName: string | null = null;
      if (projectId) {
        const project = await findProject(ctx.db, projectId);
        if (!project) throw notFound();
        const [registered] = await rows<{ id: number }>(ctx.db, sql`select id from registrations where project_id = ${projectId} and user_id = ${auth.user.id} limit 1`);
        if (!registered) throw forbidden();
        projectName = project.name;
      }
      const reps = await userRehearsals(ctx.db, auth.user.id, { projectId, upcoming: true });
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', 'attachment; filename="repetities.pdf"');
      return reply.send(await rehearsalsPdf(reps, auth.user, projectName));
    },
  );
  api.get('/repetitions/ical/url', { config: { access: 'authenticated' }, schema: { tags, summary: 'The caller\'s subscribable feed URL', response: { 200: z.object({ url: z.string() }) } } }, async (request) => {
    const t = await feedToken(ctx.db, request.auth!.user.id);
    if (!t) throw notFound();
    return { url: `${ctx.config.publicUrl}/api/repetitions/feed/${t}.ics` };
  });
  api.get('/repetitions/feed/:feed', { config: { access: 'public' }, schema: { tags, summary: 'Subscribable feed (secret token in the path)', params: z.object({ feed: z.string().max(80) }) } }, async (request, reply) => {
    const userId = await feedUser(ctx.db, request.params.feed.replace(/\.ics$/, ''));
    if (!userId) throw notFound();
    const reps = await userRehearsals(ctx.db, userId, { upcoming: true });
    reply.header('content-type', 'text/calendar; charset=utf-8');
    return icalendar(reps, host);
  });

  // ---- Reports ----
  const xlsx = (reply: { header(k: string, v: string): unknown }, name: string) => {
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="${name}"`);
  };
  api.get(
    '/reports/repetition.xlsx',
    { config: { access: 'authenticated', download: true }, schema: { tags, summary: 'Attendance list of one rehearsal (repetitions export)', querystring: z.object({ repetitionId: rowIdParam, token }) } },
    async (request, reply) => {
      const r = await repetitionOr404(ctx.db, request.query.repetitionId);
      await requireFlag(ctx, request.auth!, r.rep.projectId, 'canExportRepetitions');
      const data = await presenceRows(ctx.db, r);
      xlsx(reply, `repetitie-${r.rep.identifier}.xlsx`);
      return reply.send(streamXlsx('Aanwezigheden', presenceColumns, once(data)));
    },
  );
  api.get(
    '/reports/repetitions_complete.xlsx',
    { config: { access: 'authenticated', download: true }, schema: { tags, summary: 'Every rehearsal of a project with its counts (repetitions export)', querystring: z.object({ projectId: rowIdParam, token }) } },
    async (request, reply) => {
      const projectId = request.query.projectId;
      if (!(await findProject(ctx.db, projectId))) throw notFound();
      await requireFlag(ctx, request.auth!, projectId, 'canExportRepetitions');
      const reps = await rows<{ id: number; identifier: string; name: string; start_dt: Date | string; end_dt: Date | string; location: string; type: string; register: boolean; open: boolean }>(
        ctx.db,
        sql`select r.id, r.identifier, r.name, r.start_dt, r.end_dt, l.name as location, t.name as type, r.register, r.open
          from repetitions r join locations l on l.id = r.location_id join repetition_types t on t.id = r.type_id
          where r.project_id = ${projectId} order by r.start_dt, r.id`,
      );
      const pages = async function* () {
        for (const rep of reps) {
          const record = await repetitionOr404(ctx.db, rep.id);
          const list = await presenceRows(ctx.db, record);
          const count = (s: PresenceRow['state']) => list.filter((p) => p.state === s).length;
          yield [{ ...rep, participants: list.length, present: count('present'), probably: count('probablyPresent'), unexcused: count('unexcusedAbsent'), excused: count('excusedAbsent') }];
        }
      };
      type Row = (typeof reps)[number] & { participants: number; present: number; probably: number; unexcused: number; excused: number };
      const columns: XlsxColumn<Row>[] = [
        { header: 'Code', value: (r) => r.identifier },
        { header: 'Naam', value: (r) => r.name },
        { header: 'Start', value: (r) => new Date(r.start_dt) },
        { header: 'Einde', value: (r) => new Date(r.end_dt) },
        { header: 'Locatie', value: (r) => r.location },
        { header: 'Type', value: (r) => r.type },
        { header: 'Aanwezigheid registreren', value: (r) => (r.register ? 'Ja' : 'Neen') },
        { header: 'Open', value: (r) => (r.open ? 'Ja' : 'Neen') },
        { header: 'Deelnemers', value: (r) => r.participants },
        { header: 'Aanwezig', value: (r) => r.present },
        { header: 'Waarschijnlijk aanwezig', value: (r) => r.probably },
        { header: 'Onverwittigd afwezig', value: (r) => r.unexcused },
        { header: 'Verwittigd afwezig', value: (r) => r.excused },
      ];
      xlsx(reply, 'repetities.xlsx');
      return reply.send(streamXlsx('Repetities', columns, pages()));
    },
  );
  api.get(
    '/reports/presence_complete.xlsx',
    { config: { access: 'authenticated', download: true }, schema: { tags, summary: 'Every participant of every rehearsal of a project (repetitions export)', querystring: z.object({ projectId: rowIdParam, token }) } },
    async (request, reply) => {
      const projectId = request.query.projectId;
      if (!(await findProject(ctx.db, projectId))) throw notFound();
      await requireFlag(ctx, request.auth!, projectId, 'canExportRepetitions');
      const ids = await rows<{ id: number }>(ctx.db, sql`select id from repetitions where project_id = ${projectId} order by start_dt, id`);
      type Row = PresenceRow & { repetition: string; date: Date };
      const pages = async function* (): AsyncIterable<Row[]> {
        for (const { id } of ids) {
          const record = await repetitionOr404(ctx.db, id);
          const list = await presenceRows(ctx.db, record);
          yield list.map((p) => ({ ...p, state: presenceState(p, record.rep.startDt), repetition: `${record.rep.identifier} ${record.rep.name}`, date: record.rep.startDt }));
        }
      };
      const columns: XlsxColumn<Row>[] = [{ header: 'Repetitie', value: (r) => r.repetition }, { header: 'Start', value: (r) => r.date }, ...(presenceColumns as unknown as XlsxColumn<Row>[])];
      xlsx(reply, 'aanwezigheden.xlsx');
      return reply.send(streamXlsx('Aanwezigheden', columns, pages()));
    },
  );

}
