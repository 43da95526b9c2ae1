import { translateNl } from '@coulisse/shared/i18n/index';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/templates';

/**
 * The invitation an imported person receives: a link to choose a password (the reset flow of
 * `/nieuw-wachtwoord`, which also confirms the address), valid for 14 days.
 */
export function inviteMail(options: { to: string; userId: number; firstName: string; url: string }): MailMessage {
  const params = { firstName: options.firstName, email: options.to };
  const subject = translateNl('inviteMail.subject');
  const body = translateNl('inviteMail.body', params);
  const action = translateNl('inviteMail.action');
  const expired = translateNl('inviteMail.expired');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(options.url)}" style="background:#497db0;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(options.url)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(expired)}</p>
</body></html>`;
  const text = `${body}\n\n${action}: ${options.url}\n\n${expired}\n`;
  return { to: options.to, subject, html, text, template: 'invite', userId: options.userId };
}
