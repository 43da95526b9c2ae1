import { todayInBrussels } from './account';

/**
 * Registration windows (spec 1 §4, §9 "registration grace one day"). Every date is a calendar date
 * (YYYY-MM-DD) compared with today's date in Europe/Brussels: a close date plus the one-day grace
 * (86,400,000 ms after its midnight) is the midnight that ends that day, so a window is open up to
 * and including its close date and shuts at the following midnight, Brussels time.
 *
 * The spec also says the on-stage option is offered "while closedFrom is in the future"; read
 * literally that would hide the option one day before the window shuts. The close date is the last
 * day, one reading for the server and the screen.
 */
export interface WindowDates {
  openFrom: string | null;
  closedFrom: string | null;
  closedOffStage: string | null;
  editRegistrationClosed?: string | null;
  deleteRegistrationClosed?: string | null;
}

export type RegistrationMode = 'on' | 'off' | 'both' | 'none';

/** On-stage is 1, off-stage 0 (spec 1 §3 Registration.location). */
export const ON_STAGE = 1;
export type Location = typeof ON_STAGE | 0;

const isDate = (d: string | null | undefined): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);

/** A close date still counts today (the grace day); a missing one means closed. */
const openThrough = (closeDate: string | null | undefined, today: string): boolean => isDate(closeDate) && today <= closeDate;

/** Registration has started: openFrom is set and reached (a project without openFrom is not open, §4 active rule). */
const hasOpened = (dates: Pick<WindowDates, 'openFrom'>, today: string): boolean => isDate(dates.openFrom) && dates.openFrom <= today;

export interface RegistrationWindow {
  mode: RegistrationMode;
  onStage: boolean;
  offStage: boolean;
}

/** Which sides of a project accept registrations today (spec 1 §4 "Registration window"). */
export function registrationWindow(dates: WindowDates, today: string = todayInBrussels()): RegistrationWindow {
  const started = hasOpened(dates, today);
  const onStage = started && openThrough(dates.closedFrom, today);
  const offStage = started && openThrough(dates.closedOffStage, today);
  const mode: RegistrationMode = onStage && offStage ? 'both' : onStage ? 'on' : offStage ? 'off' : 'none';
  return { mode, onStage, offStage };
}

/** Whether a new registration for this side is accepted today. */
const sideOpen = (window: RegistrationWindow, location: Location): boolean => (location === ON_STAGE ? window.onStage : window.offStage);

/** The later of two dates; null when both are missing. */
const later = (a: string | null | undefined, b: string | null | undefined): string | null => {
  const dates = [a, b].filter(isDate);
  return dates.length ? dates.sort()[dates.length - 1]! : null;
};

/**
 * The last day registrations may be changed: editRegistrationClosed when set, otherwise the last
 * day any side accepts registrations (a registration that could still be made can still be edited).
 */
export const editCloses = (dates: WindowDates): string | null =>
  isDate(dates.editRegistrationClosed) ? dates.editRegistrationClosed : later(dates.closedFrom, dates.closedOffStage);

/** The last day one can unregister: deleteRegistrationClosed when set, otherwise as editing. */
export const deleteCloses = (dates: WindowDates): string | null => (isDate(dates.deleteRegistrationClosed) ? dates.deleteRegistrationClosed : editCloses(dates));

const editWindowOpen = (dates: WindowDates, today: string = todayInBrussels()): boolean => openThrough(editCloses(dates), today);
const deleteWindowOpen = (dates: WindowDates, today: string = todayInBrussels()): boolean => openThrough(deleteCloses(dates), today);

/** Who acts on a registration, as the rules need them. */
export interface RegistrationActor {
  id: number;
  level: number;
  /** The `can…` flags in the registration's project (global ∪ project roles). */
  flags: Record<string, boolean>;
}

/** Why a registration is refused, as catalogue keys of `registrations.refused.*`. */
export type RegistrationRefusal = 'notOpen' | 'onStageClosed' | 'offStageClosed' | 'alreadyRegistered' | 'forbidden';

/**
 * Registering someone (spec 1 §4, §6): oneself, or another person with canCreateRegistrations in
 * the project. Level 1 may register outside the window; everyone else only on a side that is open.
 */
export function registerRefusal(actor: RegistrationActor, subjectId: number, location: Location, window: RegistrationWindow): RegistrationRefusal | null {
  if (actor.id !== subjectId && actor.level !== 1 && actor.flags.canCreateRegistrations !== true) return 'forbidden';
  if (actor.level === 1) return null;
  if (window.mode === 'none') return 'notOpen';
  if (!sideOpen(window, location)) return location === ON_STAGE ? 'onStageClosed' : 'offStageClosed';
  return null;
}

/**
 * Changing a registration (spec 1 §4): level 1 always; otherwise canUpdateRegistrations — or the
 * person's own registration — while the edit window is open.
 */
export function mayEditRegistration(actor: RegistrationActor, ownerId: number, dates: WindowDates, today: string = todayInBrussels()): boolean {
  if (actor.level === 1) return true;
  if (actor.id !== ownerId && actor.flags.canUpdateRegistrations !== true) return false;
  return editWindowOpen(dates, today);
}

/**
 * Unregistering (spec 1 §4): oneself while the delete window is open; level 1 with
 * canDeleteRegistrations always; other staff with canDeleteRegistrations while it is open.
 */
export function mayUnregister(actor: RegistrationActor, ownerId: number, dates: WindowDates, today: string = todayInBrussels()): boolean {
  if (actor.level === 1 && actor.flags.canDeleteRegistrations !== false) return true;
  if (actor.id !== ownerId && actor.flags.canDeleteRegistrations !== true) return false;
  return deleteWindowOpen(dates, today);
}

/**
 * Moving an existing registration to a side: level 1 always; others only onto a side that still
 * accepts registrations (no on-stage after closedFrom, whichever way one gets there).
 */
export function mayMoveTo(actor: RegistrationActor, from: Location, to: Location, window: RegistrationWindow): boolean {
  return from === to || actor.level === 1 || sideOpen(window, to);
}
