import { translateNl } from '@coulisse/shared/i18n/index';
import { PERSONAL_CATEGORIES } from '@coulisse/shared/notifications/categories';
import { isMove, reminderAhead, reminderDueAt } from '@coulisse/shared/rules/reminders';
import type PgBoss from 'pg-boss';
import type { AnnouncedRehearsal } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { signingKey } from '../../platform/auth/signingKeys';
import { escapeHtml } from '../../platform/mail/templates';
import { emitNotifications } from '../communication/notifications.engine';
import { insertNotifications } from '../communication/notifications.repository';
import { brusselsDisplay, rehearsalMail } from './reminders.mail';
import * as repo from './reminders.repository';
import type { NewNotice, NoticeRow, Recipient } from './reminders.repository';
import { absenceToken, ABSENCE_PURPOSE } from './reminders.token';
import { findRepetition, scenesOfMany, type RepetitionRecord } from './rehearsals.repository';

/**
 * Rehearsal mails (issue 13). A change of a rehearsal writes notices in its own transaction
 * (`noticesOf…`); after the commit `handOver` gives them to pg-boss (a reminder with startAfter
 * at its due time) and cancels the jobs of voided reminders. The job fans out to the
 * participants in chunks, each chunk one transaction holding the idempotency keys, the outbox
 * mails and (for a reminder) the in-app notices.
 */

export const NOTICE_QUEUE = 'rehearsal-notice';
const SWEEP_QUEUE = 'rehearsal-notice-sweep';
/** People per transaction of the fan-out. */
const CHUNK = 100;
/** A pending notice this long past its due time has lost its job: the sweep hands it over again. */
const STALE_MS = 3 * 60_000;
/**
 * pg-boss archives a job that waits longer than its retention (14 days by default), and a
 * reminder may wait for months: keep waiting jobs for a year and a half.
 */
const QUEUE_OPTIONS = { policy: 'short', retryLimit: 6, retryDelay: 20, retryBackoff: true, retentionDays: 550, expireInMinutes: 15 } as const;

export interface NoticeOutcome {
  notices: NoticeRow[];
  /** Jobs of reminders that were voided, to cancel. */
  voidedJobs: string[];
}
const nothing = (): NoticeOutcome => ({ notices: [], voidedJobs: [] });

/** The rehearsal as a mail announces it now; undefined when it is gone. */
async function announce(db: DbOrTx, id: number): Promise<AnnouncedRehearsal | undefined> {
  const r = await findRepetition(db, id);
  if (!r) return undefined;
  const scenes = (await scenesOfMany(db, [id])).get(id) ?? [];
  return announced(r, scenes.map((s) => s.name));
}

const announced = (r: RepetitionRecord, scenes: string[]): AnnouncedRehearsal => ({
  id: r.rep.id,
  projectId: r.rep.projectId,
  projectName: r.projectName,
  name: r.rep.name,
  description: r.rep.description,
  startDt: r.rep.startDt.toISOString(),
  endDt: r.rep.endDt.toISOString(),
  register: r.rep.register,
  location: { name: r.location.name, street: r.location.streetName, houseNumber: r.location.houseNumber, zipCode: r.location.zipCode, city: r.location.cityName },
  scenes,
});

/** The reminder notice of a rehearsal at a SEQUENCE, when its moment is still ahead. */
async function reminderOf(db: DbOrTx, rep: { id: number; projectId: number; startDt: Date }, sequence: number, now: Date): Promise<NewNotice[]> {
  const hours = (await repo.projectMailSettings(db, rep.projectId))?.reminderHours;
  if (hours === undefined || !reminderAhead(rep.startDt, hours, now)) return [];
  return [{ repetitionId: rep.id, projectId: rep.projectId, kind: 'reminder', sequence, dueAt: reminderDueAt(rep.startDt, hours), announced: null }];
}

/** In the transaction of a new rehearsal: its call (now) and its reminder, when it mails and lies ahead. */
export async function noticesOfNewRehearsal(tx: DbOrTx, id: number, now = new Date()): Promise<NoticeOutcome> {
  const a = await announce(tx, id);
  const r = await findRepetition(tx, id);
  if (!a || !r || !r.rep.sendMail || r.rep.startDt <= now) return nothing();
  const call: NewNotice = { repetitionId: id, projectId: r.rep.projectId, kind: 'planned', sequence: 0, dueAt: now, announced: a };
  return { notices: await repo.insertNotices(tx, [call, ...(await reminderOf(tx, r.rep, 0, now))]), voidedJobs: [] };
}

/**
 * In the transaction of a change (the form or the calendar), given the rehearsal before it: the
 * pending reminder is voided and planned anew; a move (date, times, place) tells those told
 * before, with the next SEQUENCE; whoever is newly called (or everyone, when mail was just turned
 * on) gets the call.
 */
export async function noticesOfChange(tx: DbOrTx, before: RepetitionRecord, now = new Date()): Promise<NoticeOutcome> {
  const id = before.rep.id;
  // What was not sent yet is superseded: the new call and reminder carry the rehearsal as it is now.
  const voidedJobs = await repo.voidPending(tx, [id], ['planned', 'moved', 'reminder']);
  const r = await findRepetition(tx, id);
  const a = await announce(tx, id);
  if (!r || !a || !r.rep.sendMail || r.rep.startDt <= now) return { notices: [], voidedJobs };
  const last = await repo.lastSequence(tx, id);
  const moved = last >= 0 && isMove(before.rep, r.rep);
  const sequence = Math.max(last, 0) + (moved ? 1 : 0);
  const base = { repetitionId: id, projectId: r.rep.projectId, sequence, dueAt: now, announced: a };
  const notices: NewNotice[] = [...(moved ? [{ ...base, kind: 'moved' as const }] : []), { ...base, kind: 'planned' }, ...(await reminderOf(tx, r.rep, sequence, now))];
  return { notices: await repo.insertNotices(tx, notices), voidedJobs };
}

/** In the transaction that deletes rehearsals (before the delete): a cancellation for each upcoming one that mailed. */
export async function noticesOfCancellation(tx: DbOrTx, records: readonly RepetitionRecord[], now = new Date()): Promise<NoticeOutcome> {
  const voidedJobs = await repo.voidPending(
    tx,
    records.map((r) => r.rep.id),
    ['planned', 'moved', 'reminder'],
  );
  const notices: NewNotice[] = [];
  for (const r of records) {
    const last = await repo.lastSequence(tx, r.rep.id);
    if (last < 0 || r.rep.startDt <= now) continue;
    const scenes = (await scenesOfMany(tx, [r.rep.id])).get(r.rep.id) ?? [];
    notices.push({ repetitionId: r.rep.id, projectId: r.rep.projectId, kind: 'cancelled', sequence: last + 1, dueAt: now, announced: announced(r, scenes.map((s) => s.name)) });
  }
  return { notices: await repo.insertNotices(tx, notices), voidedJobs };
}

/** In the transaction of a new reminder time: every upcoming mailing rehearsal of the project gets its reminder anew. */
export async function noticesOfReminderTime(tx: DbOrTx, projectId: number, now = new Date()): Promise<NoticeOutcome> {
  const upcoming = await repo.upcomingMailingRehearsals(tx, projectId, now);
  const voidedJobs = await repo.voidPending(
    tx,
    upcoming.map((r) => r.id),
    ['reminder'],
  );
  const notices: NewNotice[] = [];
  for (const rep of upcoming) {
    const last = await repo.lastSequence(tx, rep.id);
    if (last >= 0) notices.push(...(await reminderOf(tx, { ...rep, projectId }, last, now)));
  }
  return { notices: await repo.insertNotices(tx, notices), voidedJobs };
}

/** After commit: every notice to pg-boss (reminders wait until due), voided reminders' jobs cancelled. */
export async function handOver(ctx: Pick<AppContext, 'db' | 'jobs'>, outcome: NoticeOutcome): Promise<void> {
  await ctx.jobs.cancel(NOTICE_QUEUE, outcome.voidedJobs);
  for (const n of outcome.notices) await dispatchNotice(ctx, n);
}

async function dispatchNotice(ctx: Pick<AppContext, 'db' | 'jobs'>, n: NoticeRow): Promise<void> {
  const jobId = await ctx.jobs.send(NOTICE_QUEUE, { id: n.id }, { startAfter: n.dueAt, singletonKey: `notice-${n.id}` });
  if (jobId) await repo.setNoticeJob(ctx.db, n.id, jobId);
}

const organizerOf = (replyTo: string | null, from: string) => replyTo ?? /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * The job: sends one notice to its people. Safe to run again at any point (a retry after a crash,
 * a sweep, a second instance): each person's key is taken in the transaction that writes their
 * mail, so a second run writes no second mail, and mails a stopped run wrote but never handed
 * to the mail queue are handed over first.
 */
export async function sendNotice(ctx: AppContext, id: number, now = new Date()): Promise<void> {
  const notice = await repo.findNotice(ctx.db, id);
  if (!notice || notice.status !== 'pending') return;
  await ctx.mailer.dispatch(...(await repo.queuedMailsOf(ctx.db, notice)));
  const rehearsal = notice.kind === 'reminder' ? await announce(ctx.db, notice.repetitionId) : notice.announced;
  const settings = await repo.projectMailSettings(ctx.db, notice.projectId);
  // A reminder is void once its rehearsal is gone, no longer mails or has started; a call or move of a deleted one too.
  const stillOn = notice.kind === 'cancelled' || (await findRepetition(ctx.db, notice.repetitionId))?.rep.sendMail === true;
  if (!rehearsal || !settings || !stillOn || (notice.kind !== 'cancelled' && Date.parse(rehearsal.startDt) <= now.getTime())) {
    await repo.closeNotice(ctx.db, id, 'void');
    return;
  }
  const recipients = await repo.noticeRecipients(ctx.db, notice);
  const key = rehearsal.register && notice.kind !== 'cancelled' ? await signingKey(ctx.db, ABSENCE_PURPOSE) : null;
  const organizer = organizerOf(settings.replyTo, ctx.config.mailFrom);
  const host = new URL(ctx.config.publicUrl).host;
  const absenceUrl = (p: Recipient) =>
    key
      ? `${ctx.config.publicUrl}/afmelden/repetitie?token=${absenceToken(key, { repetitionId: notice.repetitionId, userId: p.userId, expires: Math.floor(Date.parse(rehearsal.startDt) / 1000) })}`
      : null;

  for (let start = 0; start < recipients.length; start += CHUNK) {
    const chunk = recipients.slice(start, start + CHUNK);
    const sent = await ctx.db.transaction(async (tx) => {
      // The rehearsal stays until this chunk commits: a delete waits, then cancels to everyone keyed here.
      if (notice.kind !== 'cancelled' && !(await repo.holdRepetition(tx, notice.repetitionId))) return null;
      if (!(await repo.stillPending(tx, id))) return null;
      const claimed = await repo.claimKeys(
        tx,
        notice,
        chunk.map((p) => p.userId),
      );
      const people = chunk.filter((p) => claimed.has(p.userId));
      const mailIds = await ctx.mailer.enqueueMany(
        tx,
        people.map((person) => rehearsalMail({ rehearsal, kind: notice.kind, sequence: notice.sequence, person, absenceUrl: absenceUrl(person), organizer, host })),
      );
      await repo.setKeyMails(
        tx,
        notice,
        people.map((p, i) => ({ userId: p.userId, mailId: mailIds[i]! })),
      );
      if (notice.kind === 'reminder' && people.length) await insertNotifications(tx, people.map((p) => reminderNotice(rehearsal, p.userId)));
      return { mailIds, noticed: notice.kind === 'reminder' ? people.map((p) => p.userId) : [] };
    });
    if (!sent) {
      await repo.closeNotice(ctx.db, id, 'void');
      return;
    }
    await ctx.mailer.dispatch(...sent.mailIds);
    await emitNotifications(ctx, sent.noticed);
  }
  await repo.closeNotice(ctx.db, id, 'done');
}

/** The in-app notice of a reminder, in Dutch like every notification; the HTML holds escaped values only. */
function reminderNotice(r: AnnouncedRehearsal, userId: number) {
  const start = brusselsDisplay(r.startDt);
  const params = { name: r.name, project: r.projectName, date: start.date, time: start.time, location: r.location.name };
  return {
    userId,
    projectId: r.projectId,
    subjectUserId: null,
    category: PERSONAL_CATEGORIES.repetition_reminder,
    label: translateNl('reminders.notice.label', params).slice(0, 255),
    notification: `<p>${escapeHtml(translateNl('reminders.notice.body', params))}</p>`,
  };
}

/** Hands over again every pending notice whose due time passed a while ago (its job was lost, or written by an instance without workers). */
async function sweepNotices(ctx: Pick<AppContext, 'db' | 'jobs'>, now = new Date()): Promise<void> {
  for (const n of await repo.overdueNotices(ctx.db, new Date(now.getTime() - STALE_MS))) await dispatchNotice(ctx, n);
}

/** The queues of rehearsal mails, started with the workers. */
export function defineReminderJobs(ctx: AppContext): void {
  ctx.jobs.define<{ id: number }>({
    name: NOTICE_QUEUE,
    options: QUEUE_OPTIONS,
    work: { pollingIntervalSeconds: 2 },
    handle: async (jobs: PgBoss.Job<{ id: number }>[]) => {
      for (const job of jobs) await sendNotice(ctx, job.data.id);
    },
  });
  ctx.jobs.define({
    name: SWEEP_QUEUE,
    options: { policy: 'short' },
    work: { pollingIntervalSeconds: 10 },
    cron: '* * * * *',
    handle: () => sweepNotices(ctx),
    onStart: () => sweepNotices(ctx),
  });
}
