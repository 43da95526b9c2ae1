import type { RightFlags } from '@coulisse/shared/access/flags';
import { fromBrussels, effectiveSendMail, REPETITION_NAME_MAX } from '@coulisse/shared/rules/rehearsals';
import type { CalendarEvent, RepetitionBody, RepetitionDto, SelectionItemDto, SelectorData } from '@coulisse/shared/schemas/rehearsals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { repetitionBody } from '@coulisse/shared/schemas/rehearsals';
import { locations, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors';
import { findProject } from '../projects/projects.repository';
import { projectFlags } from '../registrations/registrations.access';
import {
  findRepetition,
  ownPresence,
  participantCount,
  presentRepetition,
  projectsOf,
  scenesOf,
  selectionOf,
  type RepetitionRecord,
} from './rehearsals.repository';

type Body = z.output<typeof repetitionBody>;

/** The caller's flag in a project, or 403. */
export async function requireFlag(ctx: AppContext, auth: Auth, projectId: number, ...flags: string[]): Promise<RightFlags> {
  const f = await projectFlags(ctx.db, auth, projectId);
  if (!flags.some((flag) => f[flag] === true)) throw forbidden();
  return f;
}

export async function repetitionOr404(db: DbOrTx, id: number): Promise<RepetitionRecord> {
  const found = await findRepetition(db, id);
  if (!found) throw notFound();
  return found;
}

export async function repetitionDto(db: DbOrTx, r: RepetitionRecord, userId: number): Promise<RepetitionDto> {
  const [selection, scenes, participants, own] = await Promise.all([
    selectionOf(db, r.rep.id),
    scenesOf(db, r.rep.id),
    participantCount(db, r.rep.projectId, r.rep.id),
    ownPresence(db, r.rep.projectId, r.rep.id, userId),
  ]);
  return presentRepetition(r, { selection, scenes, participants, own });
}

/** GET /api/repetition/{id}: readers of the project's rehearsals, and the participants it calls. */
export async function getRepetition(ctx: AppContext, id: number, auth: Auth): Promise<RepetitionDto> {
  const r = await repetitionOr404(ctx.db, id);
  const flags = await projectFlags(ctx.db, auth, r.rep.projectId);
  const dto = await repetitionDto(ctx.db, r, auth.user.id);
  if (flags.canReadRepetitions !== true && dto.own === null) throw notFound();
  return dto;
}

/** Location and type belong to the project; the selection's parts too (checked by the called-users SQL, which ignores other projects' parts). */
async function checkReferences(db: DbOrTx, body: Body) {
  const [loc] = await db.select({ id: locations.id }).from(locations).where(and(eq(locations.id, body.locationId), eq(locations.projectId, body.projectId)));
  if (!loc) throw invalid('locationId', 'validation.required');
  const [type] = await db.select({ id: repetitionTypes.id }).from(repetitionTypes).where(and(eq(repetitionTypes.id, body.typeId), eq(repetitionTypes.projectId, body.projectId)));
  if (!type) throw invalid('typeId', 'validation.required');
}

const values = (body: Body) => ({
  identifier: body.identifier,
  name: body.name,
  description: body.description ?? null,
  startDt: fromBrussels(body.date, body.start),
  endDt: fromBrussels(body.date, body.end),
  locationId: body.locationId,
  typeId: body.typeId,
  register: body.register,
  sendMail: effectiveSendMail(body.register, body.sendMail),
});

const selectionRows = (repetitionId: number, items: SelectionItemDto[]) =>
  items.map((i) => ({ repetitionId, kind: i.kind, refId: i.kind === 'all' ? null : i.refId, castId: i.castId }));

function checkSelection(items: SelectionItemDto[]) {
  for (const i of items) if (i.kind !== 'all' && i.refId === null) throw invalid('selection', 'validation.invalidInput');
}

export async function createRepetition(ctx: AppContext, body: Body, auth: Auth): Promise<RepetitionDto> {
  if (!(await findProject(ctx.db, body.projectId))) throw notFound();
  await requireFlag(ctx, auth, body.projectId, 'canCreateRepetitions');
  await checkReferences(ctx.db, body);
  checkSelection(body.selection);
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(repetitions)
      .values({ projectId: body.projectId, ...values(body) })
      .returning({ id: repetitions.id });
    if (body.selection.length) await tx.insert(repetitionSelections).values(selectionRows(created!.id, body.selection));
    return created!.id;
  });
  return repetitionDto(ctx.db, await repetitionOr404(ctx.db, id), auth.user.id);
}

export async function updateRepetition(ctx: AppContext, id: number, body: Body, auth: Auth): Promise<RepetitionDto> {
  const r = await repetitionOr404(ctx.db, id);
  await requireFlag(ctx, auth, r.rep.projectId, 'canUpdateRepetitions');
  // A rehearsal stays in its project.
  if (body.projectId !== r.rep.projectId) throw invalid('projectId', 'validation.invalidInput');
  await checkReferences(ctx.db, body);
  checkSelection(body.selection);
  await ctx.db.transaction(async (tx) => {
    await tx.update(repetitions).set(values(body)).where(eq(repetitions.id, id));
    await tx.delete(repetitionSelections).where(eq(repetitionSelections.repetitionId, id));
    if (body.selection.length) await tx.insert(repetitionSelections).values(selectionRows(id, body.selection));
  });
  return repetitionDto(ctx.db, await repetitionOr404(ctx.db, id), auth.user.id);
}

/** Calendar drag and drop: a new start and end; never onto the past. */
export async function moveRepetition(ctx: AppContext, id: number, body: { startDt: string; endDt: string }, auth: Auth): Promise<RepetitionDto> {
  const r = await repetitionOr404(ctx.db, id);
  await requireFlag(ctx, auth, r.rep.projectId, 'canUpdateRepetitions');
  const startDt = new Date(body.startDt);
  const endDt = new Date(body.endDt);
  if (startDt.getTime() < Date.now()) throw invalid('startDt', 'rehearsals.errors.pastTime');
  if (endDt <= startDt) throw invalid('endDt', 'rehearsals.errors.endBeforeStart');
  await ctx.db.update(repetitions).set({ startDt, endDt }).where(eq(repetitions.id, id));
  return repetitionDto(ctx.db, await repetitionOr404(ctx.db, id), auth.user.id);
}

/** GET /api/repetitions/copy/{id}: the form data of a copy (saved only by the form's POST). */
export async function copyRepetition(ctx: AppContext, id: number, auth: Auth): Promise<RepetitionBody> {
  const r = await repetitionOr404(ctx.db, id);
  await requireFlag(ctx, auth, r.rep.projectId, 'canCreateRepetitions');
  const dto = await repetitionDto(ctx.db, r, auth.user.id);
  const suffix = ' (kopie)';
  return {
    projectId: dto.projectId,
    identifier: dto.identifier,
    name: dto.name.slice(0, REPETITION_NAME_MAX - suffix.length) + suffix,
    description: dto.description,
    date: dto.date,
    start: dto.start,
    end: dto.end,
    locationId: dto.locationId,
    typeId: dto.typeId,
    register: dto.register,
    sendMail: dto.sendMail,
    selection: dto.selection,
  };
}

/** Bulk calls: every id must exist, and the right must hold in each of their projects. */
async function checkedIds(ctx: AppContext, ids: number[], auth: Auth, flag: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await projectsOf(ctx.db, unique);
  if (found.length !== unique.length) throw notFound();
  for (const projectId of new Set(found.map((f) => f.projectId))) await requireFlag(ctx, auth, projectId, flag);
  return unique;
}

export async function setOpen(ctx: AppContext, ids: number[], open: boolean, auth: Auth) {
  const checked = await checkedIds(ctx, ids, auth, 'canOpenCloseRepetitions');
  await ctx.db.update(repetitions).set({ open }).where(inArray(repetitions.id, checked));
  return { updated: checked.length };
}

export async function deleteRepetitions(ctx: AppContext, ids: number[], auth: Auth) {
  const checked = await checkedIds(ctx, ids, auth, 'canDeleteRepetitions');
  await ctx.db.delete(repetitions).where(inArray(repetitions.id, checked));
  return { deleted: checked.length };
}

/** GET /api/repetitions/selectorData?projectId&repetitionId (spec 2 §7). */
export async function selectorData(ctx: AppContext, projectId: number, repetitionId: number | undefined, auth: Auth): Promise<SelectorData> {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  await requireFlag(ctx, auth, projectId, 'canCreateRepetitions', 'canUpdateRepetitions');
  let selection: SelectionItemDto[] = [];
  if (repetitionId) {
    const r = await repetitionOr404(ctx.db, repetitionId);
    if (r.rep.projectId !== projectId) throw notFound();
    selection = await selectionOf(ctx.db, repetitionId);
  }
  const [casts, scenes, sceneGroups, groups, roles, users] = await Promise.all([
    rows<{ id: number; name: string }>(ctx.db, sql`select id, name from casts where project_id = ${projectId} order by name, id`),
    rows<{ id: number; identifier: string; name: string; scene_group_id: number | null; role_ids: number[] | null; group_ids: number[] | null }>(
      ctx.db,
      sql`select s.id, s.identifier, s.name, s.scene_group_id,
        (select array_agg(sr.role_id order by sr.role_id) from scene_roles sr where sr.scene_id = s.id) as role_ids,
        (select array_agg(sg.group_id order by sg.group_id) from scene_project_groups sg where sg.scene_id = s.id) as group_ids
        from scenes s where s.project_id = ${projectId} order by s.identifier, s.id`,
    ),
    rows<{ id: number; identifier: string; name: string }>(ctx.db, sql`select id, identifier, name from scene_groups where project_id = ${projectId} order by identifier, id`),
    rows<{ id: number; identifier: string; name: string }>(ctx.db, sql`select id, identifier, name from project_groups where project_id = ${projectId} order by identifier, id`),
    rows<{ id: number; identifier: string; name: string }>(ctx.db, sql`select id, identifier, name from project_roles where project_id = ${projectId} order by identifier, id`),
    rows<{ id: number; first_name: string; last_name: string }>(
      ctx.db,
      sql`select u.id, u.first_name, u.last_name from registrations r join users u on u.id = r.user_id where r.project_id = ${projectId} order by u.last_name, u.first_name, u.id limit 5000`,
    ),
  ]);
  return {
    casts,
    scenes: scenes.map((s) => ({ id: s.id, identifier: s.identifier, name: s.name, sceneGroupId: s.scene_group_id, roleIds: s.role_ids ?? [], groupIds: s.group_ids ?? [] })),
    sceneGroups,
    groups,
    roles,
    users: users.map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name })),
    selection,
  };
}

/**
 * The calendar (spec 2 §2 kalender): rehearsals between `from` and `to` of one project, or of
 * every project where the caller may see the calendar (global rights, or a project access role
 * granting calendar and repetitions read).
 */
export async function calendarEvents(ctx: AppContext, q: { projectId?: number; from: string; to: string }, auth: Auth): Promise<CalendarEvent[]> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) throw invalid('from', 'validation.invalidDate');
  if (to.getTime() - from.getTime() > 400 * 86_400_000) throw invalid('to', 'validation.invalidDate');
  let scope;
  if (q.projectId) {
    await requireFlag(ctx, auth, q.projectId, 'canSeeCalendar');
    scope = sql`r.project_id = ${q.projectId}`;
  } else {
    const global = auth.rights.calendar?.read && auth.rights.repetitions?.read && !(auth.user.shouldVerify && auth.user.level !== 1);
    scope = global
      ? sql`true`
      : sql`r.project_id in (select uar.project_id from user_access_roles uar join access_roles ar on ar.id = uar.access_role_id
          where uar.user_id = ${auth.user.id} and uar.project_id is not null
          group by uar.project_id
          having bool_or(ar.rights @> '{"calendar":{"read":true}}'::jsonb or ${Boolean(auth.rights.calendar?.read)})
             and bool_or(ar.rights @> '{"repetitions":{"read":true}}'::jsonb or ${Boolean(auth.rights.repetitions?.read)}))`;
  }
  const found = await rows<{ id: number; project_id: number; project_name: string; identifier: string; name: string; start_dt: string | Date; end_dt: string | Date; location: string }>(
    ctx.db,
    sql`select r.id, r.project_id, p.name as project_name, r.identifier, r.name, r.start_dt, r.end_dt, l.name as location
      from repetitions r join projects p on p.id = r.project_id join locations l on l.id = r.location_id
      where ${scope} and r.start_dt < ${to.toISOString()} and r.end_dt > ${from.toISOString()}
      order by r.start_dt, r.id limit 2000`,
  );
  const now = Date.now();
  return found.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectName: r.project_name,
    title: `${r.identifier} ${r.name}`,
    start: new Date(r.start_dt).toISOString(),
    end: new Date(r.end_dt).toISOString(),
    location: r.location,
    past: new Date(r.start_dt).getTime() < now,
  }));
}

export const notAllowed = () => new AppError('forbidden', 'errors.forbidden');
