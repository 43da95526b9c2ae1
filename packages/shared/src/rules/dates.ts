import type { RuleResult } from './account';

/**
 * Dates, clock times and timestamps as they travel (ARCHITECTURE §6): dates YYYY-MM-DD, times
 * HH:mm, timestamps ISO-8601 with an offset. Spec 1 §5 and spec 2 §5: a wrong one is 'Ongeldige
 * datum' / 'Ongeldig tijdstip'. Only real calendar days count: JavaScript's Date rolls 30 February
 * over to 2 March and PostgreSQL refuses it outright, so either would be a silent change or a 500.
 */

/**
 * The years a date may lie in. The spec's own limits fall inside: birth dates at most 100 years
 * back, orders at most 100 years ahead (spec 3 §5). Year 0 or 9999 is a typing error, never a date.
 */
const DATE_YEAR_MIN = 1900;
const DATE_YEAR_MAX = 2199;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// Seconds and a fraction are optional; the offset is not: an instant without one is ambiguous.
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * A formatter in the organisation's time zone (ARCHITECTURE §6), built on its first use and kept.
 * Building one loads the zone's data: about 0.1 s on a fast machine, four times that on a phone, which
 * a module-level `new Intl.DateTimeFormat` spent while the first screen loaded, in every chunk that
 * imports the module (a bundler keeps a constructor call even when nothing uses its result).
 */
export function brusselsFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Brussels' }));
}

/**
 * The UTC midnight of a real YYYY-MM-DD day, else null. No year range: rules with bounds of their
 * own (a birth date, an order date) check those first, so their message wins over 'Ongeldige datum'.
 */
export function parseCalendarDate(value: string): Date | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC reads years 0–99 as 1900–1999: such a year never reads back and is refused too.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** A real calendar day written YYYY-MM-DD (no spaces, two-digit month and day) from 1900 to 2199. */
export function isCalendarDate(value: string): boolean {
  const date = parseCalendarDate(value);
  return date !== null && date.getUTCFullYear() >= DATE_YEAR_MIN && date.getUTCFullYear() <= DATE_YEAR_MAX;
}

/** The rule of a plain date field: 'Ongeldige datum' unless it is a calendar day as above. */
export const dateRule = (value: string): RuleResult => (isCalendarDate(value) ? null : 'validation.invalidDate');

/** A clock time HH:mm from 00:00 to 23:59. */
export const isClockTime = (value: string | null | undefined): boolean => TIME.test(value ?? '');

/** An ISO-8601 instant with an offset (Z or ±hh:mm) whose day is a real calendar day. */
export function isTimestamp(value: string): boolean {
  const m = TIMESTAMP.exec(value);
  return m !== null && isCalendarDate(m[1]!) && !Number.isNaN(Date.parse(value));
}
