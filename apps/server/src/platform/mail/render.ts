import { translateNl } from '@coulisse/shared/i18n/index';
import { PLACEHOLDER_PATTERN } from '@coulisse/shared/rules/mail';
import { sanitizeMailHtml } from './sanitize';
import { escapeHtml } from './escape';

/** Fills `{{name}}` with the value, passed through `encode`; a name without value becomes empty. */
const fill = (text: string, values: Record<string, string>, encode: (v: string) => string) =>
  text.replace(PLACEHOLDER_PATTERN, (_, name: string) => (Object.hasOwn(values, name) ? encode(values[name]!) : ''));

/** A subject is one header line of at most 255 characters. */
export const fillSubject = (subject: string, values: Record<string, string>) => fill(subject, values, (v) => v).replace(/[\r\n]+/g, ' ').slice(0, 255);

/**
 * The body for one recipient: the values escaped, then the whole sanitised again, so a value can
 * never make a link into `javascript:` (e.g. `href="{{firstName}}"`).
 */
export const fillHtml = (html: string, values: Record<string, string>) => sanitizeMailHtml(fill(html, values, escapeHtml));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text part of a sanitised body: blocks and breaks become new lines, links keep their address. */
function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => (label.includes(href) ? label : `${label} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-4]|li|blockquote|pre|ul|ol)>|<hr\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The document of a bulk mail: the body, then the unsubscribe line every bulk mail carries. */
export function bulkDocument(body: string, unsubscribeUrl: string): { html: string; text: string } {
  const footer = translateNl('bulkMail.unsubscribeFooter');
  const action = translateNl('bulkMail.unsubscribeAction');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#222">
${body}
<hr style="border:none;border-top:1px solid #ddd;margin-top:24px">
<p style="font-size:12px;color:#666">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(action)}</a></p>
</body></html>`;
  const text = `${htmlToText(body)}\n\n--\n${footer}\n${action}: ${unsubscribeUrl}\n`;
  return { html, text };
}
