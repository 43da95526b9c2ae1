import { BIRTH_DATE_MAX_YEARS, EMAIL_MIN, NAME_MIN, NATIONALITY_MIN, PASSWORD_MIN, PHONE_MIN } from './constants';
import { brusselsFormat, parseCalendarDate } from './dates';

/**
 * Field rules of spec 1 §5 (register and profile). Each returns a catalogue key of the Dutch
 * message, or null when the value is fine. The server and the forms call the same functions.
 */
export type RuleResult = string | null;

/** spec 1 §5: at least 6 characters, with an @ and a dot. */
export function isEmailLike(value: string): boolean {
  const v = value.trim();
  return v.length >= EMAIL_MIN && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

export const firstNameRule = (v: string): RuleResult => (v.trim().length >= NAME_MIN ? null : 'validation.firstName');
export const lastNameRule = (v: string): RuleResult => (v.trim().length >= NAME_MIN ? null : 'validation.lastName');
export const nationalityRule = (v: string): RuleResult => (v.trim().length >= NATIONALITY_MIN ? null : 'validation.nationality');
export const emailRule = (v: string): RuleResult => (isEmailLike(v) ? null : 'validation.emailInvalid');
/** The secondary e-mail is optional: blank (also only spaces) is fine, anything else must look like an address. */
export const secondaryEmailRule = (v: string): RuleResult => (!v.trim() || isEmailLike(v) ? null : 'validation.secondaryEmail');
export const passwordRule = (v: string): RuleResult => (v.length >= PASSWORD_MIN ? null : 'validation.passwordLength');

/** Strips the separators people type in phone numbers (spec: "after removing slashes and dots"). */
export const normalizePhone = (v: string): string => v.replace(/[\s/.\-()]/g, '');

// Belgian numbers: fixed lines are 0 + 8 digits (zone 1–9), mobiles 04 + 8 digits (045x–049x);
// the country code may replace the leading 0.
const FIXED_LINE = /^(?:\+32|0032|0)[1-9]\d{7}$/;
const MOBILE = /^(?:\+32|0032|0)4[5-9]\d{7}$/;

export const phoneRule = (v: string): RuleResult =>
  v.length >= PHONE_MIN && FIXED_LINE.test(normalizePhone(v)) ? null : 'validation.phone';
export const cellPhoneRule = (v: string): RuleResult =>
  v.length >= PHONE_MIN && MOBILE.test(normalizePhone(v)) ? null : 'validation.cellPhone';

/** spec 1 §5: valid, not in the future, at most 100 years back. `today` is YYYY-MM-DD in Brussels. */
export function birthDateRule(v: string, today: string): RuleResult {
  const date = parseCalendarDate(v);
  const now = parseCalendarDate(today);
  if (!date || !now) return 'validation.birthDateInvalid';
  if (date > now) return 'validation.birthDateFuture';
  const oldest = new Date(now);
  oldest.setUTCFullYear(now.getUTCFullYear() - BIRTH_DATE_MAX_YEARS);
  if (date < oldest) return 'validation.birthDateTooOld';
  return null;
}

export interface AddressParts {
  streetName?: string | null;
  houseNumber?: string | null;
  zipCode?: string | null;
  cityName?: string | null;
}

const ADDRESS_PARTS = ['streetName', 'houseNumber', 'zipCode', 'cityName'] as const;

/** The parts of an address that are missing (spec 1 §5: street, house number, zip, city). */
export function missingAddressParts(a: AddressParts): (typeof ADDRESS_PARTS)[number][] {
  return ADDRESS_PARTS.filter((p) => !a[p]?.trim());
}

export function addressRule(a: AddressParts): RuleResult {
  const missing = missingAddressParts(a);
  if (missing.length === ADDRESS_PARTS.length) return 'validation.addressRequired';
  return missing.length ? 'validation.addressIncomplete' : null;
}

/** spec 1 §5: "If an email is given, a phone or mobile is required." */
export function phoneOrCellRule(phone?: string | null, cell?: string | null): RuleResult {
  return phone?.trim() || cell?.trim() ? null : 'validation.phoneOrCell';
}

// Built once: creating a DateTimeFormat costs far more than formatting (an import checks thousands of dates).
const brusselsDate = brusselsFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the organisation's time zone (ARCHITECTURE §6), as YYYY-MM-DD. */
export function todayInBrussels(now: Date = new Date()): string {
  return brusselsDate().format(now);
}
