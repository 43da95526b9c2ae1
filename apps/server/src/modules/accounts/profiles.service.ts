import { translateNl } from '@coulisse/shared/i18n/index';
import { LINKED_PROFILE_EMAIL_DOMAIN, MAX_LINKED_PROFILES, WELCOME_TOKEN_MS } from '@coulisse/shared/rules/accountAdmin';
import type { CreateProfileAnswer, CreateProfileBody } from '@coulisse/shared/schemas/userAdmin';
import { randomBytes } from 'node:crypto';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, invalid } from '../../platform/http/errors';
import { actionMail } from '../../platform/mail/templates';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { findUserByEmail, insertUser, issueUserToken, newVolunteerColumns } from './accounts.repository';
import { recordChanges } from '../people/history.repository';
import { isEmailTaken } from './emailChange.repository';
import { countOwnedProfiles, findSwitchIdentity } from './profiles.repository';

/**
 * POST /api/profile (spec 1 §7, §5 "Creating a profile for another person") and POST /api/users
 * (staff with canCreateUsers, an independent account: the routes decide who). A linked profile
 * belongs to the caller's family: its owner is the caller, or the caller's owner when the caller
 * is itself a linked profile, so families stay one level deep. It has no password and, without an
 * address of its own, a placeholder address that can receive no mail (ARCHITECTURE "Linked
 * profiles"). Staff with canCreateUsers create independent accounts instead; the person gets a
 * link to choose a password, which also confirms the address.
 */
export async function createProfile(ctx: AppContext, auth: Auth, body: CreateProfileBody): Promise<CreateProfileAnswer> {
  if (auth.user.shouldVerify && auth.user.level !== 1) throw new AppError('must_verify', 'auth.verifyRestricted');
  const caller = await findSwitchIdentity(ctx.db, auth.user.id);
  if (!caller) throw forbidden();
  const ownerId = body.linked ? (caller.ownerId ?? caller.id) : null;
  const email = body.email.trim();
  if (email) {
    const holder = await findUserByEmail(ctx.db, email);
    if (holder) throw invalid('email', holder.id === ownerId || holder.id === auth.user.id ? 'userAdmin.emailIsOwners' : 'errors.emailTaken');
    if (await isEmailTaken(ctx.db, email)) throw invalid('email', 'errors.emailTaken');
  }
  if (ownerId !== null && (await countOwnedProfiles(ctx.db, ownerId)) >= MAX_LINKED_PROFILES) {
    throw new AppError('validation', 'userAdmin.tooManyProfiles', { max: MAX_LINKED_PROFILES });
  }
  const { created, mailId, notified } = await ctx.db.transaction(async (tx) => {
    const row = await insertUser(tx, { email: email || `gekoppeld-${randomBytes(12).toString('hex')}@${LINKED_PROFILE_EMAIL_DOMAIN}`, ...newVolunteerColumns(body), ownerId });
    // Who created the profile, for the person's history.
    const changes: Record<string, { from: unknown; to: unknown }> =
      ownerId === null ? { email: { from: null, to: row.email } } : { ownerId: { from: null, to: ownerId } };
    await recordChanges(tx, { userId: row.id, changedBy: auth.user.id, section: 'created', changes });
    const notified = await notify(tx, {
      subRight: 'new_users',
      subjectUserId: row.id,
      params: { name: `${row.firstName} ${row.lastName}` },
      excludeUserId: auth.user.id,
    });
    let mailId: number | null = null;
    if (!body.linked) {
      const token = await issueUserToken(tx, row.id, 'reset', WELCOME_TOKEN_MS);
      mailId = await ctx.mailer.enqueue(
        tx,
        actionMail({
          to: row.email,
          userId: row.id,
          template: 'welcome',
          subjectKey: 'userAdmin.welcomeSubject',
          bodyKey: 'userAdmin.welcomeBody',
          actionKey: 'userAdmin.welcomeAction',
          url: `${ctx.config.publicUrl}/nieuw-wachtwoord/?email=${encodeURIComponent(row.email)}&token=${encodeURIComponent(token)}`,
          params: { firstName: row.firstName },
        }),
      );
    }
    return { created: row, mailId, notified };
  });
  if (mailId !== null) await ctx.mailer.dispatch(mailId);
  await emitNotifications(ctx, notified);
  return {
    message: translateNl('userAdmin.created'),
    data: { id: created.id, firstName: created.firstName, lastName: created.lastName, ownerId: created.ownerId },
  };
}
