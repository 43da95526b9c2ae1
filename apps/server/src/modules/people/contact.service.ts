import { CONFIRM_TOKEN_MS } from '@coulisse/shared/rules/constants';
import type { ContactBody } from '@coulisse/shared/schemas/people';
import { revokeUserSessions, type Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { invalid } from '../../platform/http/errors';
import { actionMail } from '../../platform/mail/templates';
import { findUserByEmail, issueUserToken } from '../accounts/accounts.repository';
import type { UserRecord } from './profile.repository';
import { updateSection, type SectionEffects, type SectionResult } from './profile.service';

/**
 * spec 1 §4: a participant who changes their own address must prove the new one and sign in with
 * it, so the account is unconfirmed, a confirmation link goes to the new address and every
 * session ends (after the commit, each socket gets `logout`).
 */
async function reconfirm(ctx: AppContext, tx: Tx, user: UserRecord, email: string): Promise<SectionEffects> {
  const token = await issueUserToken(tx, user.id, 'confirm', CONFIRM_TOKEN_MS);
  const mailId = await ctx.mailer.enqueue(
    tx,
    actionMail({
      to: email,
      userId: user.id,
      template: 'confirm-email',
      subjectKey: 'mail.confirmSubject',
      bodyKey: 'mail.confirmBody',
      actionKey: 'mail.confirmAction',
      url: `${ctx.config.publicUrl}/?confirmToken=${encodeURIComponent(token)}`,
      params: { firstName: user.firstName },
    }),
  );
  const sessionIds = await revokeUserSessions(tx, user.id);
  return {
    values: { confirmed: false },
    afterCommit: async () => {
      ctx.realtime.endSessions(sessionIds);
      await ctx.mailer.dispatch(mailId);
    },
  };
}

/** Saves the contact section (spec 1 §7 PUT /api/user/{id}/contact-details). */
export async function updateContact(ctx: AppContext, auth: Auth, userId: number, body: ContactBody): Promise<SectionResult & { signOut: boolean }> {
  let signOut = false;
  const email = body.email.trim();
  const result = await updateSection(ctx, auth, {
    section: 'contact',
    userId,
    values: { email, secondaryEmail: body.secondaryEmail, phoneNumber: body.phoneNumber, cellPhone: body.cellPhone },
    onChange: async (tx, before, changes) => {
      if (!changes.email) return {};
      const holder = await findUserByEmail(tx, email);
      if (holder && holder.id !== before.id) throw invalid('email', 'errors.emailTaken');
      // Only the letter case changed: the same mailbox, nothing to prove again.
      const sameMailbox = before.email.toLowerCase() === email.toLowerCase();
      if (sameMailbox || before.id !== auth.user.id || before.level !== 0) return {};
      signOut = true;
      return reconfirm(ctx, tx, before, email);
    },
  });
  return { ...result, signOut };
}
