import type { CalendarEvent, RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { forbidden, invalid, notFound } from '../../platform/http/errors';
import type { FileAnswer } from '../../platform/http/files';
import { findProject } from '../projects/projects.repository';
import * as agenda from './agenda.repository';
import { claimedFeedUser, feedToken, feedTokenValid, icalendar } from './ical';
import { rehearsalsPdf } from './pdf';
import { presentRepetition } from './rehearsals.presenter';
import { findRepetitions, presencesOf, scenesOfMany, selectionsOf } from './rehearsals.repository';

/** A person's rehearsals (own page, registration and employee tabs, iCal, PDF) and the calendar (spec 2 §2 §7). */

/**
 * The rehearsals that call a user, optionally in one project and only from today on, with their
 * own presence: a fixed number of statements, whatever the number of rehearsals.
 */
export async function userRehearsals(db: DbOrTx, userId: number, options: { projectId?: number; upcoming?: boolean }): Promise<RepetitionDto[]> {
  const ids = await agenda.rehearsalIdsCalling(db, userId, options);
  const [records, selections, scenes, presences] = await Promise.all([findRepetitions(db, ids), selectionsOf(db, ids), scenesOfMany(db, ids), presencesOf(db, userId, ids)]);
  return ids.flatMap((id) => {
    const record = records.get(id);
    if (!record) return [];
    const own = presences.get(id) ?? { present: false, markedPresent: true, reason: null };
    return [presentRepetition(record, { selection: selections.get(id) ?? [], scenes: scenes.get(id) ?? [], participants: 0, own })];
  });
}

/** The longest period the calendar asks for at once. */
const CALENDAR_MAX_DAYS = 400;

/**
 * The calendar (spec 2 §2 kalender): rehearsals between `from` and `to` of one project, or of
 * every project where the caller may see the calendar (global rights, or a project access role
 * granting calendar and repetitions read). The route has checked canSeeCalendar in the project,
 * or in some project when none is given.
 */
export async function calendarEvents(ctx: AppContext, q: { projectId?: number; from: string; to: string }, auth: Auth): Promise<CalendarEvent[]> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  // Both are real instants (the query schema): what is left is the range, forward and bounded.
  if (to <= from) throw invalid('from', 'validation.invalidDate');
  if (to.getTime() - from.getTime() > CALENDAR_MAX_DAYS * 86_400_000) throw invalid('to', 'validation.invalidDate');
  const global = Boolean(auth.rights.calendar?.read && auth.rights.repetitions?.read);
  const scope: agenda.CalendarScope = q.projectId
    ? { projectId: q.projectId }
    : global
      ? { everyProject: true }
      : { rolesOf: { userId: auth.user.id, globalCalendar: Boolean(auth.rights.calendar?.read), globalRepetitions: Boolean(auth.rights.repetitions?.read) } };
  const now = Date.now();
  return (await agenda.calendarRows(ctx.db, scope, from, to)).map((r) => ({
    id: r.id,
    projectId: r.projectId,
    projectName: r.projectName,
    title: `${r.identifier} ${r.name}`,
    start: r.startDt.toISOString(),
    end: r.endDt.toISOString(),
    location: r.location,
    past: r.startDt.getTime() < now,
  }));
}

const host = (ctx: AppContext) => new URL(ctx.config.publicUrl).host;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** GET /api/repetitions/ical: the caller's upcoming rehearsals as an iCalendar file. */
export async function icalFile(ctx: AppContext, userId: number, projectId: number | undefined): Promise<FileAnswer> {
  const reps = await userRehearsals(ctx.db, userId, { projectId, upcoming: true });
  return { type: CALENDAR_TYPE, name: 'repetities.ics', body: icalendar(reps, host(ctx)) };
}

/** GET /api/repetitions/pdf: the caller's upcoming rehearsals, of one project they are registered in or of all. */
export async function pdfFile(ctx: AppContext, auth: Auth, projectId: number | undefined): Promise<FileAnswer> {
  let projectName: string | null = null;
  if (projectId) {
    const project = await findProject(ctx.db, projectId);
    if (!project) throw notFound();
    if (!(await agenda.isRegistered(ctx.db, auth.user.id, projectId))) throw forbidden();
    projectName = project.name;
  }
  const reps = await userRehearsals(ctx.db, auth.user.id, { projectId, upcoming: true });
  return { type: 'application/pdf', name: 'repetities.pdf', body: await rehearsalsPdf(reps, auth.user, projectName) };
}

/** GET /api/repetitions/ical/url: the caller's subscribable feed. */
export async function feedUrl(ctx: AppContext, userId: number): Promise<{ url: string }> {
  const key = await agenda.feedKeyOf(ctx.db, userId);
  if (!key) throw notFound();
  return { url: `${ctx.config.publicUrl}/api/repetitions/feed/${feedToken(key, userId)}.ics` };
}

/** GET /api/repetitions/feed/{token}.ics: the feed's owner's upcoming rehearsals; 404 for any token that does not verify. */
export async function feedFile(ctx: AppContext, feed: string): Promise<FileAnswer> {
  const token = feed.replace(/\.ics$/, '');
  const userId = claimedFeedUser(token);
  const key = userId === null ? null : await agenda.feedKeyOf(ctx.db, userId);
  if (userId === null || !key || !feedTokenValid(token, key, userId)) throw notFound();
  const reps = await userRehearsals(ctx.db, userId, { upcoming: true });
  return { type: CALENDAR_TYPE, name: null, body: icalendar(reps, host(ctx)) };
}
