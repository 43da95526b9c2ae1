import type { ContactBody } from '@coulisse/shared/schemas/people/profile';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/errors';
import { isEmailTaken, voidUserTokens } from '../accounts/emailChange.repository';
import { requestEmailChange } from '../accounts/emailChange.service';
import { assertMayActOn } from './accountGuard';
import type { UserRecord } from './profile.repository';
import { updateSection, type SectionResult } from './profile.service';

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Saves the contact section (spec 1 §7 PUT /api/user/{id}/contact-details). The secondary address
 * and the phone numbers are stored at once. A new login address is not: it waits in
 * `pending_email` until a link mailed to it is followed (`confirmEmailChange`), for the person
 * themselves and for staff alike, so nobody can move an account to a mailbox they hold without
 * that mailbox's owner agreeing and the old one hearing of it. Typing the pending address again
 * sends a fresh link; a change of letter case only is the same mailbox and is stored directly.
 * `emailRequested` tells the route to say that a link went out.
 */
export async function updateContact(ctx: AppContext, auth: Auth, userId: number, body: ContactBody): Promise<SectionResult & { emailRequested: boolean }> {
  const email = body.email.trim();
  const isNewAddress = (before: UserRecord) => !sameAddress(before.email, email);
  // Set inside the transaction once a link is queued.
  const queued: { mailId?: number } = {};
  const result = await updateSection(ctx, auth, {
    section: 'contact',
    userId,
    values: (before) => ({
      ...(isNewAddress(before) ? { pendingEmail: email } : { email }),
      secondaryEmail: body.secondaryEmail,
      phoneNumber: body.phoneNumber,
      cellPhone: body.cellPhone,
    }),
    alwaysRun: isNewAddress,
    onChange: async (tx, before) => {
      if (!isNewAddress(before)) return {};
      // A new login address leads to a reset link for whoever holds it: as strict as making one.
      await assertMayActOn(tx, auth, before);
      if (await isEmailTaken(tx, email, before.id)) throw invalid('email', 'errors.emailTaken');
      const mailId = await requestEmailChange(ctx, tx, before, email);
      queued.mailId = mailId;
      return { afterCommit: () => ctx.mailer.dispatch(mailId) };
    },
  });
  return { ...result, emailRequested: queued.mailId !== undefined };
}

/** DELETE /api/user/{id}/pending-email: drops a pending login address; its link stops working. */
export function cancelEmailChange(ctx: AppContext, auth: Auth, userId: number): Promise<SectionResult> {
  return updateSection(ctx, auth, {
    section: 'contact',
    userId,
    values: { pendingEmail: null },
    onChange: async (tx, before) => {
      await voidUserTokens(tx, before.id, ['email-change']);
      return {};
    },
  });
}
