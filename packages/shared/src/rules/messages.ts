import type { RuleResult } from './account';
import { lengthRule } from './accessRole';

/**
 * Project messages (spec 2 §3 Message, §4 Messages, §5). Pure rules: the form checks them as the
 * user types, the server enforces them on the sanitised text.
 */

/** Title 3–255, required (spec 2 §5, §9). */
export const MESSAGE_TITLE = { min: 3, max: 255 } as const;
/** Description 10–255, required: counted on the text a reader sees, not on the rich text's markup. */
export const MESSAGE_DESCRIPTION = { min: 10, max: 255 } as const;
/** The stored rich text (HTML) may carry markup around its 255 visible characters. */
export const MESSAGE_HTML_MAX = 5000;
/** Attachments per message ("multiple allowed", spec 2 §5): a bound of the product's own. */
export const MESSAGE_FILES_MAX = 10;

export const messageTitleRule = (v: string | null | undefined): RuleResult => lengthRule(v, MESSAGE_TITLE);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The text a reader sees of a rich text: tags dropped (block ends become a space), the common
 * entities decoded, white space collapsed.
 */
export function richTextOf(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<\/(p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? (/^#\d+$/.test(name) ? String.fromCodePoint(Number(name.slice(1))) : whole))
    .replace(/\s+/g, ' ')
    .trim();
}

export const messageDescriptionRule = (html: string | null | undefined): RuleResult => lengthRule(richTextOf(html), MESSAGE_DESCRIPTION);

/** A message goes to somebody: the whole project or at least one part of it. */
export const messageRecipientsRule = (selection: readonly unknown[]): RuleResult => (selection.length ? null : 'messages.errors.noRecipients');

/** A participant's message is unread until they open it (spec 2 §4: opening marks it read for them); unread titles show bold. */
export const isUnread = (row: { openedDt: string | Date | null; readDt: string | Date | null }): boolean => row.openedDt === null && row.readDt === null;

export type ReadState = 'unopened' | 'opened' | 'read';
/** Where a recipient stands in the read report: not opened, opened, or marked read with the button. */
export function readState(row: { openedDt: string | Date | null; readDt: string | Date | null }): ReadState {
  if (row.readDt !== null) return 'read';
  return row.openedDt !== null ? 'opened' : 'unopened';
}
