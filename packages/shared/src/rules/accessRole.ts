import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';

/** spec 3 §5 "Access roles": name 3–255, description 10–255, both required. */
export const ACCESS_ROLE_NAME = { min: 3, max: 255 } as const;
export const ACCESS_ROLE_DESCRIPTION = { min: 10, max: 255 } as const;

export function lengthRule(v: string | null | undefined, range: { min: number; max: number }): RuleResult {
  const s = (v ?? '').trim();
  if (!s) return 'validation.required';
  return s.length >= range.min && s.length <= range.max ? null : messageKey('validation.length', range);
}
