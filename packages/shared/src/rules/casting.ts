import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';

/**
 * Field rules of the casting structure (spec 2 §5): roles, groups, scenes and scene groups need an
 * identifier and a name. The identifier is the short code of the role scheme (unique per project,
 * case-insensitive; the column holds 30 characters), the name at most 255 (spec 2 §9), the
 * description at most 1000 (a role's description is free text; the spec gives no bound).
 */
export const IDENTIFIER_MAX = 30;
export const CASTING_NAME_MAX = 255;
export const CASTING_DESCRIPTION_MAX = 1000;
/** Roles or groups one scene update, cast switch or link call may name. */
export const CASTING_IDS_MAX = 1000;

const required = (v: string | null | undefined): string => (v ?? '').trim();

export function identifierRule(v: string | null | undefined): RuleResult {
  const t = required(v);
  if (!t) return 'validation.required';
  return t.length <= IDENTIFIER_MAX ? null : messageKey('validation.length', { min: 1, max: IDENTIFIER_MAX });
}

export function castingNameRule(v: string | null | undefined): RuleResult {
  const t = required(v);
  if (!t) return 'validation.required';
  return t.length <= CASTING_NAME_MAX ? null : messageKey('validation.length', { min: 1, max: CASTING_NAME_MAX });
}

export function castingDescriptionRule(v: string | null | undefined): RuleResult {
  return required(v).length <= CASTING_DESCRIPTION_MAX ? null : messageKey('validation.length', { min: 0, max: CASTING_DESCRIPTION_MAX });
}

/** Adding groups or roles to a scene, or switching casts: at least one selection (spec 2 §5). */
export function selectionRule(roleIds: readonly number[], groupIds: readonly number[]): RuleResult {
  return roleIds.length + groupIds.length > 0 ? null : 'casting.selectionRequired';
}

/**
 * Whether participants may read the role scheme on `today` (YYYY-MM-DD, Brussels): from rolesOpen
 * on (spec 2 §4 "depending on the rolesOpen date"); without the date, never. rolesClosed does not
 * hide the scheme again: players still need their roles after casting has closed.
 */
export function rolesSchemeOpen(rolesOpen: string | null, today: string): boolean {
  return rolesOpen !== null && rolesOpen <= today;
}
