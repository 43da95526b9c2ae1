import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of mail HTML (issue 13): text markup, lists, headings, quotes and links to
 * http(s) and mailto. Everything else goes, with its content for script-like elements: no
 * script, style, event handlers, iframes, forms, SVG, images (no tracking pixels) or
 * `javascript:`/`data:` URLs. HTML from any client passes here before it is stored or sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export const sanitizeMailHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Whether sanitising left anything to read (a body of only `<script>` is empty afterwards). */
export const hasText = (html: string): boolean => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
