import { messageKey } from '../i18n/index';
import type { RuleResult } from './account';

/**
 * Rehearsal mails and reminders (issue 13, beyond the spec). Pure rules: the settings form checks
 * the reminder time with them, the server schedules with the same ones.
 */

const HOUR = 3_600_000;

/** How long before the start the reminder goes out (project setting): 1 hour to 2 weeks, 24 by default. */
export const REMINDER_HOURS = { min: 1, max: 336, default: 24 } as const;

export function reminderHoursRule(v: number | null | undefined): RuleResult {
  if (v === null || v === undefined || Number.isNaN(v)) return 'validation.required';
  return Number.isInteger(v) && v >= REMINDER_HOURS.min && v <= REMINDER_HOURS.max
    ? null
    : messageKey('validation.between', { min: REMINDER_HOURS.min, max: REMINDER_HOURS.max });
}

/** When the reminder of a rehearsal starting at `startDt` is due. */
export const reminderDueAt = (startDt: Date, hours: number): Date => new Date(startDt.getTime() - hours * HOUR);

/**
 * Whether a reminder is still worth scheduling: its moment lies ahead. A rehearsal planned (or
 * moved) inside its reminder window gets no reminder: the call that just went out says it all.
 */
export const reminderAhead = (startDt: Date, hours: number, now: Date = new Date()): boolean => reminderDueAt(startDt, hours).getTime() > now.getTime();

/** What the participants were told about: moving the date, the times or the place is news, a new name is not. */
export interface Announced {
  startDt: Date;
  endDt: Date;
  locationId: number;
}
export const isMove = (before: Announced, after: Announced): boolean =>
  before.startDt.getTime() !== after.startDt.getTime() || before.endDt.getTime() !== after.endDt.getTime() || before.locationId !== after.locationId;

export interface PostalAddress {
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
}

/** "Kerkstraat 5, 2440 Geel": the address on one line, empty parts left out. */
export const addressLine = (a: PostalAddress): string =>
  [[a.street, a.houseNumber].filter(Boolean).join(' '), [a.zipCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** An OpenStreetMap search for the address (no key, no tracking); null without an address. */
export function mapUrl(a: PostalAddress): string | null {
  const line = addressLine(a);
  return line ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}` : null;
}
