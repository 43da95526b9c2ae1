import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';
import { brusselsFormat, isClockTime } from './dates';

/**
 * Rehearsals (spec 2 §4 "Repetition", "Presence per participant", §5, §9). Pure functions: the
 * web app uses them to show buttons and states, the server enforces the same cut-offs.
 */

const MINUTE = 60_000;
/** Self-report (can / cannot attend) only while the start is more than this far away (§9). */
const SELF_REPORT_CUTOFF_MINUTES = 30;
/** "Probably present" lasts until this long after the start, then "unexcused absent" (§9). */
export const PROBABLY_PRESENT_GRACE_MINUTES = 15;
/** The pin (unlock) window: from this long before the start … (§4) */
const PIN_WINDOW_BEFORE_MINUTES = 90;
/** … until this long after it. */
const PIN_WINDOW_AFTER_MINUTES = 15;
/** A pin is 5 digits; the kiosk shows its result for 500 ms, then resets (§8, §9). */
export const PIN_LENGTH = 5;
export const PIN_RESULT_MS = 500;
/** Calendar hours (§9). */
export const CALENDAR_MIN_TIME = '07:00:00';
export const CALENDAR_MAX_TIME = '23:00:00';
/** Field lengths of spec 2 §5. */
export const REPETITION_IDENTIFIER_MAX = 10;
export const REPETITION_NAME_MAX = 70;
export const REPETITION_DESCRIPTION_MAX = 255;
export const PRESENCE_REASON_MAX = 255;

const at = (d: Date | string): number => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/** A participant may say "can / cannot attend" themselves only more than 30 minutes before the start. */
export function maySelfReport(startDt: Date | string, now: Date = new Date()): boolean {
  return at(startDt) - now.getTime() > SELF_REPORT_CUTOFF_MINUTES * MINUTE;
}

/**
 * The unlock (pin) window: the rehearsal registers attendance, starts within 90 minutes and
 * started no more than 15 minutes ago (both edges included).
 */
export function pinWindowOpen(rep: { register: boolean; startDt: Date | string }, now: Date = new Date()): boolean {
  if (!rep.register) return false;
  const diff = at(rep.startDt) - now.getTime();
  return diff <= PIN_WINDOW_BEFORE_MINUTES * MINUTE && -diff <= PIN_WINDOW_AFTER_MINUTES * MINUTE;
}

export type PresenceState = 'present' | 'probablyPresent' | 'unexcusedAbsent' | 'excusedAbsent';

/** Presence filter codes (§4): 1 present, 0 excused absent, 2 unexcused absent, 3 probably present. */
const PRESENCE_CODES: Record<PresenceState, 0 | 1 | 2 | 3> = {
  present: 1,
  excusedAbsent: 0,
  unexcusedAbsent: 2,
  probablyPresent: 3,
};
export type PresenceCode = 0 | 1 | 2 | 3;
export const isPresenceCode = (v: number): v is PresenceCode => v === 0 || v === 1 || v === 2 || v === 3;

/**
 * The display state (§4): confirmed by pin = present; announced but not confirmed = probably
 * present until 15 minutes after the start (included), afterwards unexcused absent; neither =
 * excused absent.
 */
export function presenceState(p: { present: boolean; markedPresent: boolean }, startDt: Date | string, now: Date = new Date()): PresenceState {
  if (p.present) return 'present';
  if (!p.markedPresent) return 'excusedAbsent';
  return now.getTime() - at(startDt) <= PROBABLY_PRESENT_GRACE_MINUTES * MINUTE ? 'probablyPresent' : 'unexcusedAbsent';
}

export const presenceCode = (p: { present: boolean; markedPresent: boolean }, startDt: Date | string, now: Date = new Date()): PresenceCode =>
  PRESENCE_CODES[presenceState(p, startDt, now)];

/** A pin: exactly 5 digits. */
export const isPin = (v: string): boolean => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(v);

/** The optional reason of "cannot attend": at most 255 characters, empty = none. */
export function reasonRule(v: string | null | undefined): RuleResult {
  return (v ?? '').trim().length <= PRESENCE_REASON_MAX ? null : messageKey('validation.length', { min: 0, max: PRESENCE_REASON_MAX });
}
export const normalizeReason = (v: string | null | undefined): string | null => {
  const s = (v ?? '').trim();
  return s ? s : null;
};

// ---- The rehearsal form (spec 2 §5) ----

const requiredMax = (max: number) => (v: string | null | undefined): RuleResult => {
  const s = (v ?? '').trim();
  if (!s) return 'validation.required';
  return s.length <= max ? null : messageKey('validation.length', { min: 1, max });
};
export const repetitionIdentifierRule = requiredMax(REPETITION_IDENTIFIER_MAX);
export const repetitionNameRule = requiredMax(REPETITION_NAME_MAX);
export function repetitionDescriptionRule(v: string | null | undefined): RuleResult {
  return (v ?? '').trim().length <= REPETITION_DESCRIPTION_MAX ? null : messageKey('validation.length', { min: 0, max: REPETITION_DESCRIPTION_MAX });
}
/** The end is after the start (the product's decision: the spec only says both are required). */
export const endAfterStartRule = (start: string, end: string): RuleResult =>
  isClockTime(start) && isClockTime(end) && end <= start ? 'rehearsals.errors.endBeforeStart' : null;

export interface RepetitionFormRequired {
  identifier: string;
  name: string;
  date: string | null;
  start: string | null;
  end: string | null;
  locationId: number | null;
  typeId: number | null;
}

/** Save stays disabled until identifier, name, date, start, end, location and type are filled in (§5). */
export function repetitionFormComplete(f: RepetitionFormRequired): boolean {
  return Boolean(f.identifier.trim() && f.name.trim() && f.date && f.start && f.end && f.locationId && f.typeId);
}

/**
 * The register/sendMail coupling (§4): ticking "presence" (register) also ticks sendMail;
 * unticking it hides the mail option, and a hidden option is off.
 */
export function setRegister(register: boolean): { register: boolean; sendMail: boolean } {
  return { register, sendMail: register };
}
export const effectiveSendMail = (register: boolean, sendMail: boolean): boolean => register && sendMail;

// ---- Time zone: the form's date and times are Brussels wall-clock time ----

const brusselsParts = brusselsFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD and HH:mm of an instant in Brussels. */
export function brusselsDateTime(d: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(brusselsParts().formatToParts(new Date(at(d))).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The instant of a Brussels date (YYYY-MM-DD) and time (HH:mm), daylight saving included. */
export function fromBrussels(date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  // Brussels is UTC+1 or UTC+2: try both offsets and keep the one that reads back the same.
  for (const offset of [1, 2]) {
    const candidate = new Date(guess - offset * 3_600_000);
    const back = brusselsDateTime(candidate);
    if (back.date === date && back.time === time) return candidate;
  }
  return new Date(guess - 3_600_000);
}
