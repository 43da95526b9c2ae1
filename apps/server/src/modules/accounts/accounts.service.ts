import { CONFIRM_TOKEN_MS, RESET_TOKEN_MS } from '@coulisse/shared/rules/constants';
import type { ChangePasswordBody, SignInBody, SignUpBody } from '@coulisse/shared/schemas/accounts';
import { loadGlobalRights } from '../../platform/access/rights.repository';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSession, revokeSession, revokeUserSessions, type Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, invalid } from '../../platform/http/errors';
import { decodeDataUrl, encodeProfilePicture, storePicture } from '../../platform/files/images';
import { actionMail } from '../../platform/mail/templates';
import { limitForgotPassword, limitSignUp, mayMailAccount, throttledSignIn } from './accounts.limits';
import { consumeUserToken, findUserByEmail, findUserById, insertUser, issueUserToken, markSignedIn, newVolunteerColumns, setUserImage, updateCredentials } from './accounts.repository';
import { presentSessionUser } from './accounts.presenter';
import { isEmailTaken } from './emailChange.repository';
import { emitNotifications, notify } from '../communication/notifications.engine';

/** Signs in with e-mail and password; refused until the address is confirmed. */
export async function signIn(ctx: AppContext, body: SignInBody, meta: { ip: string; userAgent?: string }) {
  const user = await throttledSignIn(ctx, body.email, meta.ip, async () => {
    const found = await findUserByEmail(ctx.db, body.email);
    // An unknown address costs a hash too, so the answer's timing does not tell it apart.
    const ok = found ? await verifyPassword(found.passwordHash, body.password) : (await verifyPassword(await dummyHash(), body.password), false);
    return found && ok ? found : null;
  });
  if (!user) throw new AppError('invalid_credentials', 'errors.invalidCredentials');
  if (!user.confirmed) throw new AppError('email_not_confirmed', 'errors.emailNotConfirmed');
  const token = await createSession(ctx.db, user.id, body.remember, meta.userAgent);
  const authUser = await markSignedIn(ctx.db, user.id);
  return presentSessionUser(authUser, token, await loadGlobalRights(ctx.db, authUser));
}

/** The current account with fresh flags (used when the web app reloads). */
export function currentUser(auth: Auth, token: string) {
  return presentSessionUser(auth.user, token, auth.rights);
}

export async function signOut(ctx: AppContext, auth: Auth): Promise<void> {
  await revokeSession(ctx.db, auth.sessionId);
  ctx.realtime.endSessions([auth.sessionId]);
}

/**
 * Creates an unconfirmed account and mails the confirmation link (spec 1 §7 POST /api/signup). For
 * an address that already has an account the answer is the same, so sign-up does not tell who has
 * an account; the holder gets a mail instead.
 */
export async function signUp(ctx: AppContext, body: SignUpBody, ip: string): Promise<void> {
  await limitSignUp(ctx, ip);
  // Hashed either way, so both answers cost about the same time.
  const passwordHash = await hashPassword(body.password);
  const holder = await findUserByEmail(ctx.db, body.email);
  if (holder) return warnAccountHolder(ctx, holder);
  // Held back for an undo link after an e-mail change (ARCHITECTURE "Login e-mail"): nobody may
  // take it meanwhile, and the answer stays the same.
  if (await isEmailTaken(ctx.db, body.email)) return;
  // Checked and re-encoded before anything is written; stored once the account exists (it owns the file).
  const picture = body.image ? await encodeProfilePicture(decodeDataUrl(body.image)) : null;
  const { mailId, notified, userId } = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: body.email.trim(), ...newVolunteerColumns(body), passwordHash });
    const token = await issueUserToken(tx, user.id, 'confirm', CONFIRM_TOKEN_MS);
    // Staff who follow new sign-ups hear of it with the account, or not at all (spec 1 §6 new_users).
    const notified = await notify(tx, { subRight: 'new_users', subjectUserId: user.id, params: { name: `${body.firstName} ${body.lastName}` } });
    const mailId = await ctx.mailer.enqueue(
      tx,
      actionMail({
        to: body.email.trim(),
        userId: user.id,
        template: 'confirm-email',
        subjectKey: 'mail.confirmSubject',
        bodyKey: 'mail.confirmBody',
        actionKey: 'mail.confirmAction',
        url: `${ctx.config.publicUrl}/?confirmToken=${encodeURIComponent(token)}`,
        params: { firstName: body.firstName },
      }),
    );
    return { mailId, notified, userId: user.id };
  });
  if (picture) await setSignUpPicture(ctx, userId, picture);
  await ctx.mailer.dispatch(mailId);
  await emitNotifications(ctx, notified);
}

async function setSignUpPicture(ctx: AppContext, userId: number, picture: Buffer): Promise<void> {
  const stored = await storePicture(ctx.files, picture, { kind: 'userPicture', id: userId }, userId);
  await setUserImage(ctx.db, userId, stored.name);
}

/** Tells an account's holder that someone tried to sign up with their address, with the ways back in. */
async function warnAccountHolder(ctx: AppContext, holder: { id: number; email: string; firstName: string }): Promise<void> {
  if (!(await mayMailAccount(ctx, 'signUpAttempt', holder.email))) return;
  const mailId = await ctx.db.transaction((tx) =>
    ctx.mailer.enqueue(
      tx,
      actionMail({
        to: holder.email,
        userId: holder.id,
        template: 'signup-existing',
        subjectKey: 'mail.signUpTakenSubject',
        bodyKey: 'mail.signUpTakenBody',
        actionKey: 'mail.signUpTakenSignIn',
        url: `${ctx.config.publicUrl}/`,
        moreActions: [{ actionKey: 'mail.signUpTakenReset', url: `${ctx.config.publicUrl}/wachtwoord-vergeten` }],
        params: { firstName: holder.firstName },
      }),
    ),
  );
  await ctx.mailer.dispatch(mailId);
}

/** Confirms the address behind a confirmation link; single use. */
export async function confirmEmail(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeUserToken(ctx.db, token, 'confirm');
  if (!userId) throw new AppError('token_invalid', 'errors.tokenInvalid');
  await updateCredentials(ctx.db, userId, { confirmed: true });
}

/** Mails a reset link when the address exists; the answer is the same either way. */
export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  await limitForgotPassword(ctx, email, ip);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !(await mayMailAccount(ctx, 'reset', user.email))) return;
  const mailId = await ctx.db.transaction(async (tx) => {
    const token = await issueUserToken(tx, user.id, 'reset', RESET_TOKEN_MS);
    const url = `${ctx.config.publicUrl}/nieuw-wachtwoord/?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    return ctx.mailer.enqueue(
      tx,
      actionMail({
        to: user.email,
        userId: user.id,
        template: 'reset-password',
        subjectKey: 'mail.resetSubject',
        bodyKey: 'mail.resetBody',
        actionKey: 'mail.resetAction',
        url,
        params: { firstName: user.firstName },
      }),
    );
  });
  await ctx.mailer.dispatch(mailId);
}

/**
 * Sets a new password, either with a reset token from the mail (every session is revoked) or,
 * signed in, with the current password (the other sessions are revoked).
 */
export async function changePassword(ctx: AppContext, body: ChangePasswordBody, auth: Auth | null): Promise<'reset' | 'changed'> {
  const passwordHash = await hashPassword(body.password);
  if (body.token) {
    const userId = await consumeUserToken(ctx.db, body.token, 'reset');
    const user = userId ? await findUserById(ctx.db, userId) : null;
    if (!user || (body.email && user.email.toLowerCase() !== body.email.trim().toLowerCase())) {
      throw new AppError('token_invalid', 'errors.tokenInvalid');
    }
    // Following the mailed link proves the address, so it also confirms it.
    await updateCredentials(ctx.db, user.id, { passwordHash, confirmed: true });
    ctx.realtime.endSessions(await revokeUserSessions(ctx.db, user.id));
    return 'reset';
  }
  if (!auth) throw new AppError('unauthenticated', 'errors.unauthenticated');
  const user = await findUserById(ctx.db, auth.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) throw invalid('currentPassword', 'errors.currentPassword');
  await updateCredentials(ctx.db, user.id, { passwordHash });
  ctx.realtime.endSessions(await revokeUserSessions(ctx.db, user.id, auth.sessionId));
  return 'changed';
}
