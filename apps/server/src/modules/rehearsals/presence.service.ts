import { translateNl } from '@coulisse/shared/i18n/index';
import {
  maySelfReport,
  normalizeReason,
  pinWindowOpen,
  PROBABLY_PRESENT_GRACE_MINUTES,
  presenceCode,
  presenceState,
  type PresenceCode,
} from '@coulisse/shared/rules/rehearsals';
import type { markPresenceBody } from '@coulisse/shared/schemas/rehearsals';
import type { z } from 'zod';
import type { EnterPinAnswer, PresenceAnswer, PresenceCounts, PresenceEvent, PresenceRow, RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { eq, sql, type SQL } from 'drizzle-orm';
import { presences, users } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { containsPattern, foldSql } from '../../platform/db/text';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import { calledUsersSql, repetitionSelection } from '../casting/called.repository';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { projectFlags } from '../registrations/registrations.access';
import { assignPins, calledIn, findRepetition, ownPresence, presentRepetition, scenesOf, selectionOf, type RepetitionRecord } from './rehearsals.repository';
import { repetitionOr404, requireFlag } from './rehearsals.service';

export interface PresenceFilters {
  text?: string;
  presence?: PresenceCode;
  individualRole?: 0 | 1;
}

/** The SQL condition of a presence filter code (spec 2 §4), the same rule as `presenceCode`. */
function codeSql(code: PresenceCode, startDt: Date): SQL {
  const graceEnd = new Date(startDt.getTime() + PROBABLY_PRESENT_GRACE_MINUTES * 60_000).toISOString();
  const present = sql`coalesce(p.present, false)`;
  const marked = sql`coalesce(p.marked_present, true)`;
  switch (code) {
    case 1:
      return present;
    case 0:
      return sql`not ${present} and not ${marked}`;
    case 3:
      return sql`not ${present} and ${marked} and now() <= ${graceEnd}::timestamptz`;
    case 2:
      return sql`not ${present} and ${marked} and now() > ${graceEnd}::timestamptz`;
  }
}

type PresenceSqlRow = {
  id: number;
  first_name: string;
  last_name: string;
  present: boolean | null;
  marked_present: boolean | null;
  reason: string | null;
  via_role: boolean;
  cell_phone: string | null;
  phone_number: string | null;
  pin: string | null;
};

/** The called participants with their user row and presence row: `c`, `u` and `p` in the conditions. */
const participantsSql = (r: RepetitionRecord) => sql`(${calledUsersSql(r.rep.projectId, repetitionSelection(r.rep.id))}) c
      join users u on u.id = c.user_id
      left join presences p on p.repetition_id = ${r.rep.id} and p.user_id = c.user_id`;

/** The list's filters as one SQL condition over `c`, `u` and `p`. */
const filterConditions = (r: RepetitionRecord, filters: PresenceFilters): SQL => {
  const conditions: SQL[] = [sql`true`];
  if (filters.text) conditions.push(sql`${foldSql(sql`(u.first_name || ' ' || u.last_name)`)} like ${containsPattern(filters.text)}`);
  if (filters.presence !== undefined) conditions.push(codeSql(filters.presence, r.rep.startDt));
  if (filters.individualRole !== undefined) conditions.push(filters.individualRole ? sql`c.via_role` : sql`not c.via_role`);
  return sql.join(conditions, sql` and `);
};

export interface PresencePage {
  offset: number;
  items: number;
}

/**
 * The participants of a rehearsal with their presence, resolved from its selection in one
 * statement, by name; one page of them when `page` is given (the export takes them all).
 */
export async function presenceRows(db: DbOrTx, r: RepetitionRecord, filters: PresenceFilters = {}, page?: PresencePage): Promise<PresenceRow[]> {
  const found = await rows<PresenceSqlRow>(
    db,
    sql`select u.id, u.first_name, u.last_name, p.present, p.marked_present, p.reason, c.via_role, u.cell_phone, u.phone_number, u.pin
      from ${participantsSql(r)}
      where ${filterConditions(r, filters)}
      order by u.last_name, u.first_name, u.id
      ${page ? sql`limit ${page.items} offset ${page.offset}` : sql``}`,
  );
  const now = new Date();
  return found.map((row) => {
    const p = { present: row.present ?? false, markedPresent: row.marked_present ?? true };
    return {
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      ...p,
      reason: row.reason,
      isRoleUser: row.via_role,
      cellPhone: row.cell_phone,
      phoneNumber: row.phone_number,
      pin: row.pin,
      state: presenceState(p, r.rep.startDt, now),
      code: presenceCode(p, r.rep.startDt, now),
    };
  });
}

/**
 * The number of participants matching the filters, and over all participants the number in each
 * presence state (the summary above the list, which live updates keep right), in one statement.
 */
async function presenceTotals(db: DbOrTx, r: RepetitionRecord, filters: PresenceFilters): Promise<{ total: number; counts: PresenceCounts }> {
  const [row] = await rows<{ total: number; present: number; probably: number; unexcused: number; excused: number }>(
    db,
    sql`select count(*) filter (where ${filterConditions(r, filters)})::int as total,
        count(*) filter (where ${codeSql(1, r.rep.startDt)})::int as present,
        count(*) filter (where ${codeSql(3, r.rep.startDt)})::int as probably,
        count(*) filter (where ${codeSql(2, r.rep.startDt)})::int as unexcused,
        count(*) filter (where ${codeSql(0, r.rep.startDt)})::int as excused
      from ${participantsSql(r)}`,
  );
  return {
    total: Number(row!.total),
    counts: { present: Number(row!.present), probablyPresent: Number(row!.probably), unexcusedAbsent: Number(row!.unexcused), excusedAbsent: Number(row!.excused) },
  };
}

/**
 * GET /api/repetition/{id}/presence: one page of the attendance list with the totals. Every
 * participant without a pin gets one first (the kiosk needs it, wherever they are in the list).
 */
export async function attendanceList(ctx: AppContext, id: number, filters: PresenceFilters, page: PresencePage, auth: Auth): Promise<PresenceAnswer> {
  const r = await repetitionOr404(ctx.db, id);
  await requireFlag(ctx, auth, r.rep.projectId, 'canReadRepetitions');
  const withoutPin = await rows<{ id: number }>(ctx.db, sql`select u.id from ${participantsSql(r)} where u.pin is null`);
  if (withoutPin.length) await assignPins(ctx.db, withoutPin.map((u) => Number(u.id)));
  const [data, totals] = await Promise.all([presenceRows(ctx.db, r, filters, page), presenceTotals(ctx.db, r, filters)]);
  return { data, ...totals, offset: page.offset, items: data.length };
}

async function writePresence(tx: DbOrTx, repetitionId: number, userId: number, v: { present: boolean; markedPresent: boolean; reason: string | null }) {
  await tx
    .insert(presences)
    .values({ repetitionId, userId, ...v, presentAt: v.present ? new Date() : null, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [presences.repetitionId, presences.userId],
      set: { present: v.present, markedPresent: v.markedPresent, reason: v.reason, presentAt: v.present ? sql`coalesce(${presences.presentAt}, now())` : null, updatedAt: new Date() },
    });
}

function emitPresence(ctx: AppContext, event: PresenceEvent) {
  ctx.realtime.emit(`repetition:${event.repetitionId}`, 'repetition_presence', event);
}

/**
 * PUT /api/repetition/{id}/mark-presence (spec 2 §4). Staff with the presence right set present,
 * markedPresent and the reason of any participant at any time. A participant (no userId, or
 * their own) only says whether they can attend, and only while the start is more than 30 minutes
 * away and the rehearsal is open and registers attendance; signing off tells the staff
 * (repetition_signoff).
 */
export async function markPresence(ctx: AppContext, id: number, body: z.output<typeof markPresenceBody>, auth: Auth): Promise<{ message: string; data: PresenceEvent }> {
  const r = await repetitionOr404(ctx.db, id);
  const flags = await projectFlags(ctx.db, auth, r.rep.projectId);
  const targetId = body.userId ?? auth.user.id;
  const asStaff = flags.canUpdatePresence === true && (body.userId !== undefined || body.present !== undefined);
  if (!asStaff && targetId !== auth.user.id) throw new AppError('forbidden', 'errors.forbidden');
  const current = await ownPresence(ctx.db, r.rep.projectId, id, targetId);
  if (!current) throw asStaff || flags.canReadRepetitions ? invalid('userId', 'rehearsals.errors.notCalled') : notFound();

  let next: { present: boolean; markedPresent: boolean; reason: string | null };
  let message: string;
  let recipients: number[] = [];
  if (asStaff) {
    const present = body.present ?? current.present;
    const markedPresent = body.markedPresent ?? (present ? true : current.markedPresent);
    next = { present, markedPresent, reason: markedPresent ? null : body.reason !== undefined ? normalizeReason(body.reason) : current.reason };
    message = translateNl('rehearsals.presenceSaved');
  } else {
    if (body.markedPresent === undefined) throw invalid('markedPresent', 'validation.required');
    if (!r.rep.register || !r.rep.open) throw invalid('markedPresent', 'rehearsals.errors.noSelfReport');
    if (!maySelfReport(r.rep.startDt)) throw invalid('markedPresent', 'rehearsals.errors.selfReportClosed');
    next = { present: current.present, markedPresent: body.markedPresent, reason: body.markedPresent ? null : normalizeReason(body.reason) };
    message = translateNl(body.markedPresent ? 'rehearsals.signedOn' : 'rehearsals.signedOff');
  }
  await ctx.db.transaction(async (tx) => {
    await writePresence(tx, id, targetId, next);
    if (!asStaff && !next.markedPresent && current.markedPresent) {
      const [me] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, auth.user.id));
      recipients = await notify(tx, {
        subRight: 'repetition_signoff',
        projectId: r.rep.projectId,
        subjectUserId: auth.user.id,
        excludeUserId: auth.user.id,
        params: { name: `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim(), repetition: r.rep.name, project: r.projectName },
      });
    }
  });
  const event: PresenceEvent = { repetitionId: id, userId: targetId, ...next };
  emitPresence(ctx, event);
  await emitNotifications(ctx, recipients);
  return { message, data: event };
}

/** Wrong pins one kiosk (session) may enter per minute before it is slowed down (refused for the rest of the minute). */
export const PIN_FAILURES_PER_MINUTE = 10;

/**
 * POST /api/repetitions/{id}/enterPin {pin, repetitionIds, present} (spec 2 §4 §7): the kiosk
 * confirms (or, with present false, undoes) the presence of the pin's owner on this rehearsal and
 * on the other given rehearsals of the same project that call them and whose window is open.
 */
export async function enterPin(ctx: AppContext, id: number, body: { pin: string; repetitionIds: number[]; present: boolean }, auth: Auth): Promise<EnterPinAnswer> {
  const r = await repetitionOr404(ctx.db, id);
  await requireFlag(ctx, auth, r.rep.projectId, 'canUsePin');
  const now = new Date();
  if (!pinWindowOpen(r.rep, now)) throw invalid('pin', 'rehearsals.pin.windowClosed');
  const limiterKey = `pin:${auth.sessionId}`;
  const [owner] = await ctx.db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.pin, body.pin));
  const refuse = async (key: string): Promise<EnterPinAnswer> => {
    if (!(await ctx.rateLimiter.hit(limiterKey, PIN_FAILURES_PER_MINUTE, 60_000))) throw new AppError('rate_limited', 'rehearsals.pin.tooMany');
    return { success: false, message: translateNl(key), firstName: null };
  };
  if (!owner) return refuse('rehearsals.pin.invalid');
  const candidates = [r.rep, ...(await otherRehearsals(ctx.db, body.repetitionIds, id, r.rep.projectId))].filter((rep) => pinWindowOpen(rep, now));
  const called = await calledIn(ctx.db, candidates, owner.id);
  if (!called.has(id)) return refuse('rehearsals.pin.notCalled');
  const events: PresenceEvent[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const repId of called) {
      const [current] = await tx.select().from(presences).where(sql`${presences.repetitionId} = ${repId} and ${presences.userId} = ${owner.id}`);
      const next = { present: body.present, markedPresent: body.present ? true : (current?.markedPresent ?? true), reason: body.present ? null : (current?.reason ?? null) };
      await writePresence(tx, repId, owner.id, next);
      events.push({ repetitionId: repId, userId: owner.id, ...next });
    }
  });
  for (const e of events) emitPresence(ctx, e);
  return { success: true, message: translateNl('rehearsals.pin.welcome', { firstName: owner.firstName }), firstName: owner.firstName };
}

async function otherRehearsals(db: DbOrTx, ids: number[], except: number, projectId: number) {
  const others = [...new Set(ids)].filter((x) => x !== except);
  if (!others.length) return [];
  const found = await rows<{ id: number; project_id: number; register: boolean; start_dt: string | Date }>(
    db,
    sql`select id, project_id, register, start_dt from repetitions where id in (${sql.join(
      others.map((o) => sql`${o}::int`),
      sql`, `,
    )}) and project_id = ${projectId}`,
  );
  return found.map((f) => ({ id: Number(f.id), projectId: Number(f.project_id), register: f.register, startDt: new Date(f.start_dt) }));
}

/** A user's pin, handed out when first asked for. */
export async function pinOf(ctx: AppContext, userId: number): Promise<{ pin: string }> {
  const [u] = await ctx.db.select({ pin: users.pin }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound();
  if (u.pin) return { pin: u.pin };
  await assignPins(ctx.db, [userId]);
  const [after] = await ctx.db.select({ pin: users.pin }).from(users).where(eq(users.id, userId));
  return { pin: after!.pin! };
}

/**
 * A user's rehearsals (the own page, the registration tab, the employee tab): the rehearsals that
 * call them, optionally in one project and only from today on, with their presence.
 */
export async function userRehearsals(db: DbOrTx, userId: number, options: { projectId?: number; upcoming?: boolean }): Promise<RepetitionDto[]> {
  const conditions: SQL[] = [sql`reg.user_id = ${userId}`];
  if (options.projectId) conditions.push(sql`r.project_id = ${options.projectId}`);
  if (options.upcoming) conditions.push(sql`r.end_dt >= now()`);
  const candidates = await rows<{ id: number; project_id: number }>(
    db,
    sql`select r.id, r.project_id from repetitions r join registrations reg on reg.project_id = r.project_id
      where ${sql.join(conditions, sql` and `)} order by r.start_dt ${options.upcoming ? sql`asc` : sql`desc`}, r.id limit 300`,
  );
  const called = await calledIn(
    db,
    candidates.map((c) => ({ id: Number(c.id), projectId: Number(c.project_id) })),
    userId,
  );
  const out: RepetitionDto[] = [];
  for (const c of candidates) {
    if (!called.has(Number(c.id))) continue;
    const rec = await findRepetition(db, Number(c.id));
    if (!rec) continue;
    const [selection, scenes, own] = await Promise.all([selectionOf(db, rec.rep.id), scenesOf(db, rec.rep.id), ownPresence(db, rec.rep.projectId, rec.rep.id, userId)]);
    out.push(presentRepetition(rec, { selection, scenes, participants: 0, own }));
  }
  return out;
}
