/** Elements whose content is never text for the reader (code, styles, templates). */
const NOT_TEXT = 'script, style, template, noscript, iframe, object';

/**
 * The paragraphs of a notification's HTML, as plain text. The server stores escaped catalogue text
 * with escaped values (ARCHITECTURE "Notifications"); the client still never injects it: the HTML
 * is parsed in a detached document (DOMParser: no scripts run, nothing loads) and only its text
 * is shown, one paragraph per top-level block.
 */
export function notificationParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  return [...body.childNodes].map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** One line of plain text, for the top bar and the list. */
export const notificationPlainText = (html: string): string => notificationParagraphs(html).join(' ');
