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

/** A staff member's mail to a volunteer: plain text, escaped, paragraphs and line breaks kept. */
export function staffMail(options: { to: string; userId: number; subject: string; body: string; sender: string }): MailMessage {
  const footer = translateNl('mailUsers.greeting', { name: options.sender });
  const paragraphs = options.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#222">
${paragraphs}
<p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>
</body></html>`;
  const text = `${options.body.replace(/\r\n?/g, '\n').trim()}\n\n${footer}\n`;
  // A subject is one header line: line breaks typed into it become spaces.
  const subject = options.subject.replace(/[\r\n]+/g, ' ');
  return { to: options.to, subject, html, text, template: 'staff-mail', userId: options.userId };
}
