import { translateNl } from '@coulisse/shared/i18n/index';
import { maySelfReport, normalizeReason, pinWindowOpen, presenceCode, presenceState } from '@coulisse/shared/rules/rehearsals';
import type { EnterPinAnswer, markPresenceBody, PresenceAnswer, PresenceEvent, PresenceRow } from '@coulisse/shared/schemas/rehearsals';
import type { z } from 'zod';
import { holdsFlagIn } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import * as presence from './presence.repository';
import type { ParticipantRow, PresenceFilters, PresencePage, PresenceValues } from './presence.repository';
import { assignPins, ownPresence, presencesOf, repetitionsCalling, repetitionsInProject, type RepetitionRecord } from './rehearsals.repository';
import { repetitionOr404 } from './rehearsals.service';

/** Attendance (spec 2 §4): the list, marking presence, the pin kiosk. Access is declared on the routes. */

const refOf = (r: RepetitionRecord) => ({ id: r.rep.id, projectId: r.rep.projectId, startDt: r.rep.startDt });

/** A participant row with its display state and filter code at `now`. */
export const withState = (row: ParticipantRow, startDt: Date, now: Date): PresenceRow => ({
  ...row,
  state: presenceState(row, startDt, now),
  code: presenceCode(row, startDt, now),
});

/** Every participant of a rehearsal by name, for the export of one rehearsal. */
export async function presenceRows(db: DbOrTx, r: RepetitionRecord): Promise<PresenceRow[]> {
  const now = new Date();
  return (await presence.participantRows(db, refOf(r))).map((row) => withState(row, r.rep.startDt, now));
}

/**
 * GET /api/repetition/{id}/presence: one page of the attendance list with the totals. Every
 * participant without a pin gets one first (the kiosk needs it, wherever they are in the list).
 */
export async function attendanceList(ctx: AppContext, id: number, filters: PresenceFilters, page: PresencePage): Promise<PresenceAnswer> {
  const r = await repetitionOr404(ctx.db, id);
  await assignPins(ctx.db, await presence.participantsWithoutPin(ctx.db, refOf(r)));
  const now = new Date();
  const [found, totals] = await Promise.all([presence.participantRows(ctx.db, refOf(r), filters, page), presence.participantTotals(ctx.db, refOf(r), filters)]);
  const data = found.map((row) => withState(row, r.rep.startDt, now));
  return { data, ...totals, offset: page.offset, items: data.length };
}

function emitPresence(ctx: AppContext, event: PresenceEvent) {
  ctx.realtime.emit(`repetition:${event.repetitionId}`, 'repetition_presence', event);
}

/** POST /api/repetition/{id}/live: the caller's socket joins the rehearsal's room for live presence. */
export async function joinRehearsalRoom(ctx: AppContext, id: number, socketId: string, userId: number): Promise<{ message: string }> {
  const r = await repetitionOr404(ctx.db, id);
  ctx.realtime.join?.(socketId, `repetition:${r.rep.id}`, userId);
  return { message: 'ok' };
}

/**
 * PUT /api/repetition/{id}/mark-presence (spec 2 §4). Staff with the presence right set present,
 * markedPresent and the reason of any participant at any time. A participant (no userId, or
 * their own) only says whether they can attend, and only while the start is more than 30 minutes
 * away and the rehearsal is open and registers attendance; signing off tells the staff
 * (repetition_signoff). The route admits only these two.
 */
export async function markPresence(ctx: AppContext, id: number, body: z.output<typeof markPresenceBody>, auth: Auth): Promise<{ message: string; data: PresenceEvent }> {
  const r = await repetitionOr404(ctx.db, id);
  const staff = await holdsFlagIn(ctx.db, auth, r.rep.projectId, 'canUpdatePresence');
  const targetId = body.userId ?? auth.user.id;
  const asStaff = staff && (body.userId !== undefined || body.present !== undefined);
  if (!asStaff && targetId !== auth.user.id) throw forbidden();
  const current = await ownPresence(ctx.db, r.rep.projectId, id, targetId);
  if (!current) throw staff ? invalid('userId', 'rehearsals.errors.notCalled') : notFound();
  if (!asStaff) {
    if (body.markedPresent === undefined) throw invalid('markedPresent', 'validation.required');
    return reportOwnPresence(ctx, r, auth.user.id, current, body.markedPresent, body.reason);
  }
  const present = body.present ?? current.present;
  const markedPresent = body.markedPresent ?? (present ? true : current.markedPresent);
  const next: PresenceValues = { present, markedPresent, reason: markedPresent ? null : body.reason !== undefined ? normalizeReason(body.reason) : current.reason };
  await presence.writePresence(ctx.db, id, targetId, next);
  const event: PresenceEvent = { repetitionId: id, userId: targetId, ...next };
  emitPresence(ctx, event);
  return { message: translateNl('rehearsals.presenceSaved'), data: event };
}

/**
 * A participant's own "can / cannot attend" (spec 2 §4 §9), from the rehearsal card or the
 * one-click link of a rehearsal mail: only while the rehearsal registers attendance, is open and
 * starts more than 30 minutes from now. Only `markedPresent` and the reason change; signing off
 * tells the staff (repetition_signoff).
 */
export async function reportOwnPresence(
  ctx: AppContext,
  r: RepetitionRecord,
  userId: number,
  current: PresenceValues,
  markedPresent: boolean,
  reason: string | null | undefined,
): Promise<{ message: string; data: PresenceEvent }> {
  if (!r.rep.register || !r.rep.open) throw invalid('markedPresent', 'rehearsals.errors.noSelfReport');
  if (!maySelfReport(r.rep.startDt)) throw invalid('markedPresent', 'rehearsals.errors.selfReportClosed');
  const next: PresenceValues = { present: current.present, markedPresent, reason: markedPresent ? null : normalizeReason(reason) };
  const signsOff = !markedPresent && current.markedPresent;
  const recipients = await ctx.db.transaction(async (tx) => {
    await presence.writePresence(tx, r.rep.id, userId, next);
    if (!signsOff) return [];
    return notify(tx, {
      subRight: 'repetition_signoff',
      projectId: r.rep.projectId,
      subjectUserId: userId,
      excludeUserId: userId,
      params: { name: await presence.userName(tx, userId), repetition: r.rep.name, project: r.projectName },
    });
  });
  const event: PresenceEvent = { repetitionId: r.rep.id, userId, ...next };
  emitPresence(ctx, event);
  await emitNotifications(ctx, recipients);
  return { message: translateNl(markedPresent ? 'rehearsals.signedOn' : 'rehearsals.signedOff'), data: event };
}

/** Wrong pins one kiosk (session) may enter per minute before it is slowed down (refused for the rest of the minute). */
const PIN_FAILURES_PER_MINUTE = 10;

/**
 * POST /api/repetitions/{id}/enterPin {pin, repetitionIds, present} (spec 2 §4 §7): the kiosk
 * confirms (or, with present false, undoes) the presence of the pin's owner on this rehearsal and
 * on the other given rehearsals of the same project that call them and whose window is open.
 */
export async function enterPin(ctx: AppContext, id: number, body: { pin: string; repetitionIds: number[]; present: boolean }, auth: Auth): Promise<EnterPinAnswer> {
  const r = await repetitionOr404(ctx.db, id);
  const now = new Date();
  if (!pinWindowOpen(r.rep, now)) throw invalid('pin', 'rehearsals.pin.windowClosed');
  const refuse = async (key: string): Promise<EnterPinAnswer> => {
    if (!(await ctx.rateLimiter.hit(`pin:${auth.sessionId}`, PIN_FAILURES_PER_MINUTE, 60_000))) throw new AppError('rate_limited', 'rehearsals.pin.tooMany');
    return { success: false, message: translateNl(key), firstName: null };
  };
  const owner = await presence.pinOwner(ctx.db, body.pin);
  if (!owner) return refuse('rehearsals.pin.invalid');
  const others = await repetitionsInProject(
    ctx.db,
    [...new Set(body.repetitionIds)].filter((x) => x !== id),
    r.rep.projectId,
  );
  const open = [r.rep, ...others].filter((rep) => pinWindowOpen(rep, now)).map((rep) => rep.id);
  const called = [...(await repetitionsCalling(ctx.db, owner.id, open))];
  if (!called.includes(id)) return refuse('rehearsals.pin.notCalled');
  const events = await ctx.db.transaction(async (tx) => {
    const current = await presencesOf(tx, owner.id, called);
    const written: PresenceEvent[] = [];
    for (const repId of called) {
      const before = current.get(repId);
      const next = { present: body.present, markedPresent: body.present ? true : (before?.markedPresent ?? true), reason: body.present ? null : (before?.reason ?? null) };
      await presence.writePresence(tx, repId, owner.id, next);
      written.push({ repetitionId: repId, userId: owner.id, ...next });
    }
    return written;
  });
  for (const e of events) emitPresence(ctx, e);
  return { success: true, message: translateNl('rehearsals.pin.welcome', { firstName: owner.firstName }), firstName: owner.firstName };
}

/** A user's pin, handed out when first asked for. */
export async function pinOf(ctx: AppContext, userId: number): Promise<{ pin: string }> {
  const pin = await presence.pinOfUser(ctx.db, userId);
  if (pin === undefined) throw notFound();
  if (pin) return { pin };
  await assignPins(ctx.db, [userId]);
  return { pin: (await presence.pinOfUser(ctx.db, userId))! };
}
