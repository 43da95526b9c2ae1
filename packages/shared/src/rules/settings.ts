import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';

/** spec 3 §5 "Settings": title, description and fine are all required; a fine is a euro amount ≥ 0. */
export const FINE_MAX = 10_000;

export function requiredText(v: string | null | undefined): RuleResult {
  return v && v.trim() ? null : 'validation.required';
}

export function fineRule(v: number | null | undefined): RuleResult {
  if (v === null || v === undefined || Number.isNaN(v)) return 'validation.required';
  return v >= 0 && v <= FINE_MAX ? null : messageKey('validation.between', { min: 0, max: FINE_MAX });
}
