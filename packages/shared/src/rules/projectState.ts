/**
 * Project states of spec 1 §4, as pure functions of the project's dates and today's date in
 * Europe/Brussels (`todayInBrussels`, YYYY-MM-DD). Dates are calendar days: a close date means
 * "registration closes at the end of that day", which is what "plus 1 day" / the one-day grace of
 * spec 1 §9 express.
 */

/** The dates the state rules read (YYYY-MM-DD, or null when not set). */
export interface ProjectDates {
  openFrom: string | null;
  closedFrom: string | null;
  closedOffStage: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A close date plus the one-day grace lies on or after tomorrow, i.e. the close date is today or later. */
function stillOpen(close: string | null, today: string): boolean {
  if (!close || !ISO_DATE.test(close)) return false;
  return addDays(close, 1) >= addDays(today, 1);
}

/**
 * spec 1 §4: "A project is active if openFrom is set and a close date (on-stage or off-stage,
 * plus 1 day) lies on or after tomorrow; otherwise inactive." The server's list filter
 * (`activeProjectSql`) is the same condition in SQL; a test keeps both in step.
 */
export function isProjectActive(project: ProjectDates, today: string): boolean {
  if (!project.openFrom) return false;
  return stillOpen(project.closedFrom, today) || stillOpen(project.closedOffStage, today);
}

/**
 * Open for registration (what participants see on /projecten, spec 1 §2 and §6): registration has
 * started (openFrom today or earlier) and the on-stage or the off-stage window is still open.
 */
export function isOpenForRegistration(project: ProjectDates, today: string): boolean {
  return isProjectActive(project, today) && project.openFrom! <= today;
}
