import { messageKey } from '../../i18n/index';
import type { RuleResult } from '../account';
import { isCalendarDate } from '../dates';

/**
 * Rules of the stock lookups and the category prices (spec 3 §3, §4, §5, §9). Each field rule
 * returns a catalogue key of the Dutch message, or null when the value is fine; the server (zod
 * schemas in schemas/stock.ts) and the forms call the same functions.
 */

/** Price categories 1–5 are shown as A–E (spec 3 §4, §9). */
export const PRICE_TIERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const PRICE_FIELDS = ['priceA', 'priceB', 'priceC', 'priceD', 'priceE'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** 1 → 'A' … 5 → 'E'; anything else has no letter. */
export function priceTierLetter(priceCategory: number): PriceTier | null {
  return Number.isInteger(priceCategory) ? (PRICE_TIERS[priceCategory - 1] ?? null) : null;
}

/** 'A' → 1 … 'E' → 5 (case-insensitive); anything else is null. */
export function priceTierNumber(letter: string): number | null {
  const index = PRICE_TIERS.indexOf(letter.trim().toUpperCase() as PriceTier);
  return index < 0 ? null : index + 1;
}

/** The amount of a price row for price category 1–5, or null for an unknown category. */
export function priceForTier(price: Record<PriceField, number>, priceCategory: number): number | null {
  const letter = priceTierLetter(priceCategory);
  return letter ? price[`price${letter}`] : null;
}

export interface DatedPrice {
  id?: number;
  startDt: string;
  endDt: string | null;
}

/**
 * spec 3 §4: a price is current when its start is past and its end is empty or in the future;
 * the latest start wins. Dates are calendar days (YYYY-MM-DD, Brussels): a price starting today
 * counts, and so does one ending today (its end day is its last day). Equal starts: the latest
 * added (highest id) wins.
 */
export function isPriceCurrent(price: DatedPrice, today: string): boolean {
  return price.startDt <= today && (price.endDt === null || price.endDt >= today);
}

export function currentPrice<T extends DatedPrice>(prices: readonly T[], today: string): T | null {
  let best: T | null = null;
  for (const price of prices) {
    if (!isPriceCurrent(price, today)) continue;
    if (!best || price.startDt > best.startDt || (price.startDt === best.startDt && (price.id ?? 0) > (best.id ?? 0))) best = price;
  }
  return best;
}

/** The calendar day before a YYYY-MM-DD date: where a new price closes the previous open one. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const RACK_NUMBER_MAX = 999_999;
export const PRICE_MAX = 100_000;
export const SIZE_MAX_LENGTH = 50;
export const NAME_MAX_LENGTH = 255;

/** spec 3 §5: a rack needs a number, a whole number from 1. */
export function rackNumberRule(value: number | null | undefined): RuleResult {
  if (value === null || value === undefined || Number.isNaN(value)) return 'validation.required';
  return Number.isInteger(value) && value >= 1 && value <= RACK_NUMBER_MAX ? null : messageKey('validation.between', { min: 1, max: RACK_NUMBER_MAX });
}

/** Required text (rack description, size, fabric type, pattern, colour, category name). */
export function requiredTextRule(value: string | null | undefined, max: number = NAME_MAX_LENGTH): RuleResult {
  const v = (value ?? '').trim();
  if (!v) return 'validation.required';
  return v.length <= max ? null : messageKey('validation.length', { min: 1, max });
}

export const sizeRule = (v: string | null | undefined): RuleResult => requiredTextRule(v, SIZE_MAX_LENGTH);

/** A price in euro: required, 0 to 100,000, whole cents. */
export function priceRule(value: number | null | undefined): RuleResult {
  if (value === null || value === undefined || Number.isNaN(value)) return 'validation.required';
  if (value < 0 || value > PRICE_MAX) return messageKey('validation.between', { min: 0, max: PRICE_MAX });
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? null : 'stock.validation.cents';
}

/** The replacement price is optional (default 0); when given it follows the price rule. */
export const replacementPriceRule = (value: number | null | undefined): RuleResult =>
  value === null || value === undefined ? null : priceRule(value);

/** spec 3 §5: a new price's validFrom is required and not in the past (`today` in Brussels). */
export function validFromRule(value: string | null | undefined, today: string): RuleResult {
  if (!value) return 'validation.required';
  if (!isCalendarDate(value)) return 'validation.invalidDate';
  return value >= today ? null : 'stock.validation.validFromPast';
}

/** An optional end date must be a real date, not before the start. */
export function validUntilRule(value: string | null | undefined, startDt: string): RuleResult {
  if (!value) return null;
  if (!isCalendarDate(value)) return 'validation.invalidDate';
  return value >= startDt ? null : 'stock.validation.endBeforeStart';
}
