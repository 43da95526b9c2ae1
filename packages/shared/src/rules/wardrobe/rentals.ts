import { messageKey } from '../../i18n/keys';
import { emailRule, type RuleResult } from '../account';
import { isAccessory } from './articles';
import { dateRule, isCalendarDate, parseCalendarDate } from '../dates';
import { priceTierLetter } from './stock';

/** Rental orders (spec 3 §4 Order, §5 Orders, §9). Dates are ISO days 'YYYY-MM-DD'. */

/** One rental period is 30 days (spec 3 §9). */
export const RENTAL_PERIOD_DAYS = 30;
/** VAT is 21 % (spec 3 §9): the order list shows the price × 1.21. */
const VAT_RATE = 0.21;
/** Maximum order date: 100 years ahead (spec 3 §5). */
const MAX_YEARS_AHEAD = 100;
const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 255;

/** Renter types (spec 3 §4): 1 company, 2 association with a company number, 3 association without, 4 own projects. */
export const RENTER_TYPES = [1, 2, 3, 4] as const;
type RenterType = (typeof RENTER_TYPES)[number];
/** Price categories 1–5, shown as A–E (spec 3 §4). */
export const PRICE_CATEGORIES = [1, 2, 3, 4, 5] as const;
export const priceLetter = (category: number): string => priceTierLetter(category) ?? '';

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

const DAY_MS = 86_400_000;
const dayValue = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number): string => new Date(dayValue(iso) + days * DAY_MS).toISOString().slice(0, 10);

/** Days between the from and to day (to − from); negative when to lies before from. */
export const daysBetween = (from: string, to: string): number => Math.round((dayValue(to) - dayValue(from)) / DAY_MS);

/** periods = ceil(days between from and to / 30) (spec 3 §5); 0 when the dates are missing or reversed. */
export function rentalPeriods(from: string | null | undefined, to: string | null | undefined): number {
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return 0;
  const days = daysBetween(from, to);
  return days > 0 ? Math.ceil(days / RENTAL_PERIOD_DAYS) : 0;
}

/** A priced line: the category price (per 30 days) for the order's price category, times the pieces. */
export interface PricedLine {
  price: number;
  replacementPrice: number;
  amount: number;
}

/**
 * Order price = Σ items (category price × days / 30), 2 decimals (spec 3 §9). An item of several
 * pieces (an accessory) counts each piece. The replacement value is Σ replacement price × pieces;
 * VAT is 21 % of the price.
 */
export function orderPrice(lines: readonly PricedLine[], days: number): { price: number; replacementPrice: number; vat: number } {
  const price = round2(lines.reduce((sum, l) => sum + (l.price * l.amount * Math.max(days, 0)) / RENTAL_PERIOD_DAYS, 0));
  const replacementPrice = round2(lines.reduce((sum, l) => sum + l.replacementPrice * l.amount, 0));
  return { price, replacementPrice, vat: round2(price * VAT_RATE) };
}

/** What the order list shows as "still to pay": the price × 1.21 (spec 3 §2). */
export const priceWithVat = (price: number): number => round2(price * (1 + VAT_RATE));

/** Fine = pieces × days × fine per piece per day (spec 3 §5). */
export const fineAmount = (pieces: number, days: number, perPieceDay: number): number => round2(pieces * days * perPieceDay);
/** The fine action is disabled when the result is negative (spec 3 §5). */
export const fineAllowed = (fine: number): boolean => Number.isFinite(fine) && fine >= 0;

/** From and to: required, valid, at most 100 years ahead of today (spec 3 §5). */
export function orderDateRule(value: string | null | undefined, today: string): RuleResult {
  if (!value) return 'validation.required';
  if (!parseCalendarDate(value)) return 'validation.invalidDate';
  const max = `${String(Number(today.slice(0, 4)) + MAX_YEARS_AHEAD).padStart(4, '0')}${today.slice(4)}`;
  if (value > max) return 'rentals.maxDate';
  return dateRule(value);
}

/** The to day may not lie before the from day (otherwise the period and price would be negative). */
export const toAfterFromRule = (from: string, to: string): RuleResult => (isCalendarDate(from) && isCalendarDate(to) && to < from ? 'rentals.toBeforeFrom' : null);

/** The renter fields the rent button waits for (spec 3 §5). */
export interface RenterFields {
  type: number | null;
  priceCategory: number | null;
  name: string;
  companyName: string;
  socialSecurity: string;
  uniqueNumber: string;
  cellPhone: string;
  email: string;
  streetName: string;
  houseNumber: string;
  zipCode: string;
  cityName: string;
  fromDt: string;
  toDt: string;
  periods: number;
}
export type RenterField = keyof RenterFields;

const ALWAYS: RenterField[] = [
  'type',
  'priceCategory',
  'name',
  'cellPhone',
  'email',
  'fromDt',
  'toDt',
  'periods',
  'streetName',
  'houseNumber',
  'zipCode',
  'cityName',
];
/**
 * Required per type (spec 3 §5): 1 company name, responsible, VAT number; 2 association name,
 * responsible, company number; 3 the treasurer's social security number; 4 association name and
 * responsible. The responsible is `name`, required for every type anyway.
 */
const BY_TYPE: Record<RenterType, RenterField[]> = {
  1: ['companyName', 'uniqueNumber'],
  2: ['companyName', 'uniqueNumber'],
  3: ['socialSecurity'],
  4: ['companyName'],
};

/** The fields always required for a renter type (the either-or number of types 1–3 aside): the form marks them. */
export function requiredRenterFields(type: number | null): RenterField[] {
  const t = RENTER_TYPES.find((v) => v === type);
  return t ? [...ALWAYS, ...BY_TYPE[t]] : ALWAYS;
}

const filled = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number' ? v > 0 : v !== null && v !== undefined);

/**
 * The fields still missing before an order can be rented out. Besides the fixed list, types 1–3
 * need a VAT or company number or a social security number (not type 4).
 */
export function missingRenterFields(o: RenterFields): RenterField[] {
  const missing = ALWAYS.filter((f) => !filled(o[f]));
  const type = RENTER_TYPES.find((t) => t === o.type);
  if (type) {
    for (const f of BY_TYPE[type]) if (!filled(o[f]) && !missing.includes(f)) missing.push(f);
    if (type !== 4 && !filled(o.uniqueNumber) && !filled(o.socialSecurity) && !missing.includes('uniqueNumber') && !missing.includes('socialSecurity'))
      missing.push('uniqueNumber');
  }
  return missing;
}

/** Field messages of an order's renter block, for the form and the server (field → catalogue key). */
export function renterErrors(o: RenterFields, today: string): Partial<Record<RenterField, string>> {
  const errors: Partial<Record<RenterField, string>> = {};
  for (const f of missingRenterFields(o)) errors[f] = 'validation.required';
  if (filled(o.email) && emailRule(o.email)) errors.email = 'validation.email';
  for (const f of ['fromDt', 'toDt'] as const) {
    const key = orderDateRule(o[f], today);
    if (key) errors[f] = key;
  }
  if (!errors.toDt) {
    const key = toAfterFromRule(o.fromDt, o.toDt);
    if (key) errors.toDt = key;
  }
  return errors;
}

/** Receive: 1 to the pieces still out (spec 3 §5). */
export function receiveAmountRule(amount: number, out: number): RuleResult {
  return Number.isInteger(amount) && amount >= 1 && amount <= out ? null : messageKey('validation.between', { min: 1, max: out });
}
/** Correct: the new returned count, 0 to the pieces returned (spec 3 §5; correcting lowers returns). */
export function correctAmountRule(amount: number, returned: number): RuleResult {
  return Number.isInteger(amount) && amount >= 0 && amount <= returned ? null : messageKey('validation.between', { min: 0, max: returned });
}

/** An item is received when returned equals amount (spec 3 §4). */
export const itemReceived = (item: { amount: number; returned: number }): boolean => item.returned >= item.amount;
/** The order is returned when every item is received. */
export const orderReturned = (items: readonly { amount: number; returned: number }[]): boolean => items.length > 0 && items.every(itemReceived);

/** Article group name: at least 3 characters (spec 3 §5, §9). */
export function groupNameRule(name: string): RuleResult {
  const n = name.trim().length;
  return n >= GROUP_NAME_MIN && n <= GROUP_NAME_MAX ? null : messageKey('validation.length', { min: GROUP_NAME_MIN, max: GROUP_NAME_MAX });
}

/** An article already in the order and not an accessory is not added twice (spec 3 §4). */
export function canAddArticle(inOrder: readonly number[], article: { id: number; tags: string }): boolean {
  return !inOrder.includes(article.id) || isAccessory(article.tags);
}
