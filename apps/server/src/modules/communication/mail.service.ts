import { translateNl } from '@coulisse/shared/i18n/index';
import type { MailSendBody, MailSentAnswer, MailUsersBody } from '@coulisse/shared/schemas/communication';
import type { MailingRecipient } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/errors';
import { hasText, sanitizeMailHtml } from '../../platform/mail/sanitize';
import { peopleByEmails, peopleByIds, projectForMail, type Person } from './mail.repository';

interface Draft {
  subject: string;
  html: string;
  projectId?: number;
}

/** The placeholders of one person (the project's name is added per mailing). */
const valuesOf = (p: Pick<Person, 'firstName' | 'lastName' | 'email'>) => ({ firstName: p.firstName, lastName: p.lastName, email: p.email });

/**
 * Writes one mailing and hands it to the fan-out job: the answer comes at once, also for 5,000
 * recipients; the job writes an outbox mail per recipient. The HTML is sanitised here (the
 * client's copy is never trusted) and again per recipient after the placeholders are filled.
 */
async function sendMailing(ctx: AppContext, auth: Auth, draft: Draft, recipients: MailingRecipient[]): Promise<MailSentAnswer> {
  const html = sanitizeMailHtml(draft.html);
  if (!hasText(html)) throw invalid('html', 'validation.required');
  const project = draft.projectId === undefined ? null : await projectForMail(ctx.db, draft.projectId);
  if (draft.projectId !== undefined && !project) throw invalid('projectId', 'bulkMail.unknownProject');
  const withProject = recipients.map((r) => ({ ...r, values: { ...r.values, project: project?.name ?? '' } }));
  const mailingId = await ctx.db.transaction((tx) =>
    ctx.mailer.enqueueMailing(tx, { subject: draft.subject, html, replyTo: project?.replyTo ?? null, recipients: withProject, createdBy: auth.user.id }),
  );
  // The worker's sweep fans out whatever a failure here leaves waiting.
  void ctx.mailer.dispatchMailing(mailingId).catch((err: unknown) => console.error('[mail] dispatch of a mailing', err));
  return { message: translateNl('bulkMail.sent'), mailingId, recipients: withProject.length };
}

/** POST /api/mail: to people by id. An unknown id refuses the whole mail, so nobody gets half a mailing. */
export async function mailUsers(ctx: AppContext, auth: Auth, body: MailUsersBody): Promise<MailSentAnswer> {
  const ids = [...new Set(body.to)];
  const people = await peopleByIds(ctx.db, ids);
  if (people.length !== ids.length) throw invalid('to', 'mailUsers.unknownUsers');
  return sendMailing(ctx, auth, body, people.map((p) => ({ to: p.email, userId: p.id, values: valuesOf(p) })));
}

/**
 * POST /api/mail/send: to addresses (spec 3 §7), once per address whatever its case. An address
 * of a known person gets their names; any other one empty names.
 */
export async function mailAddresses(ctx: AppContext, auth: Auth, body: MailSendBody): Promise<MailSentAnswer> {
  const addresses = new Map<string, string>();
  for (const address of body.addresses) if (!addresses.has(address.toLowerCase())) addresses.set(address.toLowerCase(), address);
  const known = new Map((await peopleByEmails(ctx.db, [...addresses.keys()])).map((p) => [p.email.toLowerCase(), p]));
  const recipients = [...addresses].map(([folded, to]): MailingRecipient => {
    const p = known.get(folded);
    return { to, userId: p?.id ?? null, values: p ? valuesOf(p) : { firstName: '', lastName: '', email: to } };
  });
  return sendMailing(ctx, auth, body, recipients);
}
