import { translateNl } from '@coulisse/shared/i18n/index';
import { escapeHtml } from './escape';
import type { MailMessage } from './mailer';

export { escapeHtml };

/**
 * A plain branded mail with one call-to-action button (confirmation, password reset) and, below
 * it, optional further links as plain text links.
 */
export function actionMail(options: {
  to: string;
  userId: number;
  template: string;
  subjectKey: string;
  bodyKey: string;
  actionKey: string;
  url: string;
  moreActions?: { actionKey: string; url: string }[];
  params: Record<string, string>;
  /** The closing line; by default "not asked for it? ignore this mail", wrong for a security notice. */
  footerKey?: string;
}): MailMessage {
  const subject = translateNl(options.subjectKey);
  const body = translateNl(options.bodyKey, options.params);
  const action = translateNl(options.actionKey);
  const more = (options.moreActions ?? []).map((a) => ({ label: translateNl(a.actionKey), url: a.url }));
  const ignore = translateNl(options.footerKey ?? 'mail.ignore');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(options.url)}" style="background:#497db0;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(options.url)}</p>
${more.map((a) => `<p><a href="${escapeHtml(a.url)}">${escapeHtml(a.label)}</a></p>\n`).join('')}<p style="font-size:12px;color:#666">${escapeHtml(ignore)}</p>
</body></html>`;
  const text = `${body}\n\n${[{ label: action, url: options.url }, ...more].map((a) => `${a.label}: ${a.url}`).join('\n')}\n\n${ignore}\n`;
  return { to: options.to, subject, html, text, template: options.template, userId: options.userId };
}
