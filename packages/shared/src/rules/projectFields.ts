import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';
import { lengthRule } from './accessRole';

/** Field lengths of spec 1 §5 and spec 2 §5 (projects and their settings). */
export const PROJECT_NAME = { min: 3, max: 255 } as const;
export const AUDITION_HINT = { min: 10, max: 255 } as const;
export const REPLY_TO = { min: 3, max: 255 } as const;
export const CHOICE_NAME = { min: 3, max: 255 } as const;
export const CAST_NAME = { min: 3, max: 30 } as const;
export const REPETITION_TYPE_NAME = { min: 3, max: 30 } as const;
export const LOCATION_NAME = { min: 3, max: 30 } as const;
export const LOCATION_IDENTIFIER = { min: 1, max: 5 } as const;
/** Optional texts on the project (title, subtitle): at most the column. */
export const PROJECT_TEXT_MAX = 255;

export { lengthRule };

/** Audition hint (spec 1 §5): 10–255, and only asked for when auditions are on. */
export function auditionHintRule(hint: string | null | undefined, auditionsEnabled: boolean): RuleResult {
  if (!auditionsEnabled) return null;
  return lengthRule(hint, AUDITION_HINT);
}

/** The project dates a form carries (YYYY-MM-DD, empty or null when not set). */
export interface ProjectFormDates {
  openFrom: string | null;
  closedFrom: string | null;
  closedOffStage: string | null;
  projectClosed: string | null;
  rolesOpen?: string | null;
  rolesClosed?: string | null;
  editRegistrationClosed?: string | null;
  deleteRegistrationClosed?: string | null;
}

export type ProjectDateField = keyof ProjectFormDates;

/**
 * The order of the dates ("Further project form rules: not shown", spec 1 §5; the product's
 * decision): registration closes on or after it opens, the project ends on or after both
 * registration windows close, and the role scheme closes on or after it opens. A rule is checked
 * only when both of its dates are filled in; required dates have their own message.
 */
export function projectDateProblems(d: ProjectFormDates): { field: ProjectDateField; message: string }[] {
  const problems: { field: ProjectDateField; message: string }[] = [];
  const notBefore = (field: ProjectDateField, earlier: ProjectDateField, key: string) => {
    const later = d[field];
    const first = d[earlier];
    if (later && first && later < first) problems.push({ field, message: key });
  };
  notBefore('closedFrom', 'openFrom', 'projects.errors.closeBeforeOpen');
  notBefore('closedOffStage', 'openFrom', 'projects.errors.closeBeforeOpen');
  notBefore('projectClosed', 'closedFrom', 'projects.errors.endBeforeClose');
  notBefore('projectClosed', 'closedOffStage', 'projects.errors.endBeforeClose');
  notBefore('rolesClosed', 'rolesOpen', 'projects.errors.rolesCloseBeforeOpen');
  return problems;
}

/** Location identifier: 1–5 characters, the short code on schedules (spec 2 §5). */
export const identifierRule = (v: string | null | undefined): RuleResult => {
  const s = (v ?? '').trim();
  if (!s) return 'validation.required';
  return s.length <= LOCATION_IDENTIFIER.max ? null : messageKey('validation.length', LOCATION_IDENTIFIER);
};
