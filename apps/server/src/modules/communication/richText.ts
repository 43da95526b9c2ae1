import sanitizeHtml from 'sanitize-html';

/**
 * The rich text of a project message, cleaned with an allow-list (sanitize-html): what the editor
 * makes (paragraphs, line breaks, bold, italic, underline, strike, lists, headings, quotes, links)
 * and nothing else. Every attribute but a link's href goes; an href must be http(s) or mailto, and
 * the web app opens links in a new tab without the opener or the referrer. Script, style, SVG, MathML
 * and embedding elements go with their content; other unknown tags go and keep their text.
 * Never trust the client's editor: every message passes here before it is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'iframe', 'object', 'embed', 'title', 'head'],
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
