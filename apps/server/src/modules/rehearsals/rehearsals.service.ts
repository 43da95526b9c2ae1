import { effectiveSendMail, fromBrussels, REPETITION_NAME_MAX } from '@coulisse/shared/rules/rehearsals';
import type { repetitionBody, RepetitionBody, RepetitionDto, SelectionItemDto, SelectorData } from '@coulisse/shared/schemas/rehearsals';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/errors';
import { findProject } from '../projects/projects.repository';
import { presentRepetition } from './rehearsals.presenter';
import * as repo from './rehearsals.repository';
import type { RepetitionRecord } from './rehearsals.repository';
import { handOver, noticesOfCancellation, noticesOfChange, noticesOfNewRehearsal } from './reminders.service';
import { selectorChoices } from './selector.repository';

/**
 * Scheduling rehearsals (spec 2 §2 §5 §7). Who may call what is declared on the routes
 * (rehearsals.access.ts); these functions hold the rules of the data.
 */

type Body = z.output<typeof repetitionBody>;

export async function repetitionOr404(db: DbOrTx, id: number): Promise<RepetitionRecord> {
  const found = await repo.findRepetition(db, id);
  if (!found) throw notFound();
  return found;
}

/** The API answer of one rehearsal for the caller: selection, scenes, participant count and their own presence. */
async function answer(db: DbOrTx, r: RepetitionRecord, userId: number): Promise<RepetitionDto> {
  const [selection, scenes, participants, own] = await Promise.all([
    repo.selectionsOf(db, [r.rep.id]),
    repo.scenesOfMany(db, [r.rep.id]),
    repo.participantCount(db, r.rep.projectId, r.rep.id),
    repo.ownPresence(db, r.rep.projectId, r.rep.id, userId),
  ]);
  return presentRepetition(r, { selection: selection.get(r.rep.id) ?? [], scenes: scenes.get(r.rep.id) ?? [], participants, own });
}

/** GET /api/repetition/{id}: readers of the project's rehearsals and the participants it calls (declared on the route). */
export async function getRepetition(ctx: AppContext, id: number, userId: number): Promise<RepetitionDto> {
  return answer(ctx.db, await repetitionOr404(ctx.db, id), userId);
}

/** Location and type belong to the project; the selection's parts too (the called-users SQL ignores other projects' parts). */
async function checkBody(db: DbOrTx, body: Body) {
  const refs = await repo.referencesInProject(db, body.projectId, body.locationId, body.typeId);
  if (!refs.location) throw invalid('locationId', 'validation.required');
  if (!refs.type) throw invalid('typeId', 'validation.required');
  for (const i of body.selection) if (i.kind !== 'all' && i.refId === null) throw invalid('selection', 'validation.invalidInput');
}

const values = (body: Body): repo.RepetitionValues => ({
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

export async function createRepetition(ctx: AppContext, body: Body, userId: number): Promise<RepetitionDto> {
  if (!(await findProject(ctx.db, body.projectId))) throw notFound();
  await checkBody(ctx.db, body);
  const { id, notices } = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertRepetition(tx, body.projectId, values(body), body.selection);
    return { id, notices: await noticesOfNewRehearsal(tx, id) };
  });
  await handOver(ctx, notices);
  return getRepetition(ctx, id, userId);
}

export async function updateRepetition(ctx: AppContext, id: number, body: Body, userId: number): Promise<RepetitionDto> {
  const r = await repetitionOr404(ctx.db, id);
  // A rehearsal stays in its project.
  if (body.projectId !== r.rep.projectId) throw invalid('projectId', 'validation.invalidInput');
  await checkBody(ctx.db, body);
  const notices = await ctx.db.transaction(async (tx) => {
    await repo.updateRepetition(tx, id, values(body), body.selection);
    return noticesOfChange(tx, r);
  });
  await handOver(ctx, notices);
  return getRepetition(ctx, id, userId);
}

/** Calendar drag and drop: a new start and end; never onto the past. */
export async function moveRepetition(ctx: AppContext, id: number, body: { startDt: string; endDt: string }, userId: number): Promise<RepetitionDto> {
  const before = await repetitionOr404(ctx.db, id);
  const startDt = new Date(body.startDt);
  const endDt = new Date(body.endDt);
  if (startDt.getTime() < Date.now()) throw invalid('startDt', 'rehearsals.errors.pastTime');
  if (endDt <= startDt) throw invalid('endDt', 'rehearsals.errors.endBeforeStart');
  const notices = await ctx.db.transaction(async (tx) => {
    await repo.moveRepetition(tx, id, startDt, endDt);
    return noticesOfChange(tx, before);
  });
  await handOver(ctx, notices);
  return getRepetition(ctx, id, userId);
}

/** GET /api/repetitions/copy/{id}: the form data of a copy (saved only by the form's POST). */
export async function copyRepetition(ctx: AppContext, id: number, userId: number): Promise<RepetitionBody> {
  const dto = await getRepetition(ctx, id, userId);
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

export async function setOpen(ctx: AppContext, ids: number[], open: boolean): Promise<{ updated: number }> {
  return { updated: await repo.setRepetitionsOpen(ctx.db, [...new Set(ids)], open) };
}

/** Deletes rehearsals; those that mailed their participants send a cancellation (written in the same transaction). */
async function cancelRepetitions(ctx: AppContext, ids: number[]): Promise<number> {
  const { deleted, notices } = await ctx.db.transaction(async (tx) => {
    const records = await repo.findRepetitions(tx, ids);
    const notices = await noticesOfCancellation(tx, [...records.values()]);
    return { deleted: await repo.deleteRepetitions(tx, ids), notices };
  });
  await handOver(ctx, notices);
  return deleted;
}

export async function deleteRepetitions(ctx: AppContext, ids: number[]): Promise<{ deleted: number }> {
  return { deleted: await cancelRepetitions(ctx, [...new Set(ids)]) };
}

/** DELETE /api/repetition/{id}: 404 when it is gone already. */
export async function deleteRepetition(ctx: AppContext, id: number): Promise<void> {
  if (!(await cancelRepetitions(ctx, [id]))) throw notFound();
}

/** GET /api/repetitions/selectorData?projectId&repetitionId (spec 2 §7): a rehearsal of another project is not found. */
export async function selectorData(ctx: AppContext, projectId: number, repetitionId: number | undefined): Promise<SelectorData> {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  let selection: SelectionItemDto[] = [];
  if (repetitionId) {
    const r = await repetitionOr404(ctx.db, repetitionId);
    if (r.rep.projectId !== projectId) throw notFound();
    selection = (await repo.selectionsOf(ctx.db, [repetitionId])).get(repetitionId) ?? [];
  }
  return { ...(await selectorChoices(ctx.db, projectId)), selection };
}
