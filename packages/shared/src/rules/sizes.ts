import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';

/** Clothing size ranges in centimetres (spec 1 §5 "Clothing sizes"). */
export const SIZE_RANGES = {
  height: { min: 50, max: 230 },
  chest: { min: 50, max: 160 },
  waist: { min: 40, max: 160 },
  hipSize: { min: 50, max: 160 },
  headSize: { min: 35, max: 70 },
} as const;

export type SizeField = keyof typeof SIZE_RANGES;
export const SIZE_FIELDS = Object.keys(SIZE_RANGES) as SizeField[];

/** An empty size is fine (sent as null); a given one must be a whole number inside its range. */
export function sizeRule(field: SizeField, value: number | null): RuleResult {
  if (value === null) return null;
  const { min, max } = SIZE_RANGES[field];
  return Number.isInteger(value) && value >= min && value <= max ? null : messageKey('validation.between', { min, max });
}

/** spec 1 §5: the height is required once a height has been stored; it cannot be emptied. */
export function heightRequiredRule(stored: number | null, next: number | null): RuleResult {
  return stored !== null && next === null ? 'validation.required' : null;
}
