import { translateNl } from '@coulisse/shared/i18n/index';
import type { ListMailBody, MailSendBody, MailSentAnswer, MailUsersBody } from '@coulisse/shared/schemas/communication';
import type { MailingRecipient } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import { hasText, sanitizeMailHtml } from '../../platform/mail/sanitize';
import { calledAmong } from '../rehearsals/presence.repository';
import { repetitionOr404 } from '../rehearsals/rehearsals.service';
import { peopleByEmails, peopleByIds, peopleOfRegistrations, projectForMail, registeredAmong, type Person } from './mail.repository';

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

/**
 * The Mail action of a project list: every id must be inside the list's scope (`inScope` answers
 * the ones that are), or nobody is mailed — a 403, so an id taken from another project never
 * reaches anyone. The project gives the reply-to address and {{project}}.
 */
async function mailWithin(ctx: AppContext, auth: Auth, body: ListMailBody, projectId: number, inScope: (ids: number[]) => Promise<number[]>, refusal: string): Promise<MailSentAnswer> {
  const ids = [...new Set(body.to)];
  const allowed = new Set(await inScope(ids));
  if (ids.some((id) => !allowed.has(id))) throw new AppError('forbidden', refusal);
  const people = await peopleByIds(ctx.db, ids);
  return sendMailing(ctx, auth, { ...body, projectId }, people.map((p) => ({ to: p.email, userId: p.id, values: valuesOf(p) })));
}

/** POST /api/project/{id}/mail: checked rows of the registration list, each registered in the project. */
export const mailRegistered = (ctx: AppContext, auth: Auth, projectId: number, body: ListMailBody): Promise<MailSentAnswer> =>
  mailWithin(ctx, auth, body, projectId, (ids) => registeredAmong(ctx.db, projectId, ids), 'bulkMail.notRegistered');

/** POST /api/repetition/{id}/mail: checked rows of the attendance list, each called by the rehearsal. */
export async function mailCalled(ctx: AppContext, auth: Auth, repetitionId: number, body: ListMailBody): Promise<MailSentAnswer> {
  const { rep } = await repetitionOr404(ctx.db, repetitionId);
  const ref = { id: rep.id, projectId: rep.projectId, startDt: rep.startDt };
  return mailWithin(ctx, auth, body, rep.projectId, (ids) => calledAmong(ctx.db, ref, ids), 'bulkMail.notCalled');
}

/** POST /api/project/{id}/registrations/people: the people of checked registration rows; a row of another project is a 404. */
export async function registrationPeople(ctx: AppContext, projectId: number, registrationIds: number[]): Promise<{ data: number[] }> {
  const ids = [...new Set(registrationIds)];
  const people = await peopleOfRegistrations(ctx.db, projectId, ids);
  if (people.length !== ids.length) throw notFound();
  return { data: people };
}
