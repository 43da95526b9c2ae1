import { messageKey } from '../i18n/keys';
import type { RuleResult } from './account';

/**
 * The placeholders a mail template or a bulk mail may hold (issue 13): filled in per recipient,
 * escaped. Anything else between double braces is refused, so a typo never reaches a mailbox.
 */
export const MAIL_PLACEHOLDERS = ['firstName', 'lastName', 'email', 'project'] as const;

/** `{{ name }}`, spaces allowed inside the braces; the name is what the rule judges. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names between double braces in a text, in order of appearance. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!);

const known = new Set<string>(MAIL_PLACEHOLDERS);

/** The first unknown placeholder refuses the text: 'Onbekende plaatshouder …'. */
export function placeholderRule(text: string): RuleResult {
  const unknown = placeholdersIn(text).find((name) => !known.has(name));
  return unknown === undefined ? null : messageKey('bulkMail.unknownPlaceholder', { name: unknown, allowed: MAIL_PLACEHOLDERS.join(', ') });
}

/** Template names, subjects: like every name, at least 2 characters. */
export const TEMPLATE_NAME_MAX = 100;
/** A mail's HTML body; a long newsletter fits, a file does not. */
export const MAIL_HTML_MAX = 100_000;
