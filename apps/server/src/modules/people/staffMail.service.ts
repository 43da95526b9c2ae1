import { translateNl } from '@coulisse/shared/i18n/index';
import type { StaffMailAnswer, StaffMailBody } from '@coulisse/shared/schemas/volunteers';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/errors';
import { staffMail } from './volunteers.mails';
import { findRecipients } from './volunteers.repository';

/**
 * POST /api/mail: one mail per recipient in the outbox, in one transaction; the answer comes as
 * soon as they are queued, the worker sends them afterwards. Unknown recipients refuse the whole
 * mail, so nobody receives half a mailing.
 */
export async function sendStaffMail(ctx: AppContext, auth: Auth, body: StaffMailBody): Promise<StaffMailAnswer> {
  const ids = [...new Set(body.to)];
  const recipients = await findRecipients(ctx.db, ids);
  if (recipients.length !== ids.length) throw invalid('to', 'mailUsers.unknownUsers');
  const sender = `${auth.user.firstName} ${auth.user.lastName}`;
  const mailIds = await ctx.db.transaction((tx) =>
    ctx.mailer.enqueueMany(
      tx,
      recipients.map((r) => staffMail({ to: r.email, userId: r.id, subject: body.subject, body: body.body, sender })),
    ),
  );
  // The worker's sweep re-dispatches whatever a failure here leaves queued.
  void ctx.mailer.dispatch(...mailIds).catch((err: unknown) => console.error('[mail] dispatch of a staff mail', err));
  return { message: translateNl('mailUsers.sent'), queued: mailIds.length };
}
