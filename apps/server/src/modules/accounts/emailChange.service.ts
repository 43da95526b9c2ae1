import {
  EMAIL_CHANGE_CONFIRM_PATH,
  EMAIL_CHANGE_TOKEN_MS,
  EMAIL_CHANGE_UNDO_PATH,
  EMAIL_UNDO_TOKEN_MS,
  isLinkedProfilePlaceholder,
} from '@coulisse/shared/rules/accountAdmin';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/errors';
import { actionMail } from '../../platform/mail/templates';
import { lockUser, writeWithHistory, type Changes, type UserRecord } from '../people/profile.repository';
import { findUserById } from './accounts.repository';
import {
  consumeAddressToken,
  issueAddressToken,
  isEmailTaken,
  voidNewerUndoLinks,
  voidUserTokens,
  type AddressTokenKind,
  type TokenKind,
} from './emailChange.repository';

/**
 * Changing the login e-mail address (ARCHITECTURE "Login e-mail"). Whoever asks for it, the new
 * address only becomes the sign-in address once a link mailed to it is followed; the old address
 * then gets a notice with a link that puts it back. Both steps end every session of the account
 * and void its reset links, which were mailed to an address that no longer signs in.
 */

const tokenInvalid = () => new AppError('token_invalid', 'errors.tokenInvalid');
const link = (ctx: AppContext, path: string, token: string) => `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

/**
 * Inside a contact save: the link that confirms `address` goes to that address (an earlier pending
 * change's link stops working). Answers the queued mail, to dispatch after the commit.
 */
export async function requestEmailChange(ctx: AppContext, tx: Tx, account: { id: number; firstName: string }, address: string): Promise<number> {
  const token = await issueAddressToken(tx, { userId: account.id, kind: 'email-change', address, ttlMs: EMAIL_CHANGE_TOKEN_MS, replace: true });
  return ctx.mailer.enqueue(
    tx,
    actionMail({
      to: address,
      userId: account.id,
      template: 'email-change',
      subjectKey: 'emailChange.confirmSubject',
      bodyKey: 'emailChange.confirmBody',
      actionKey: 'emailChange.confirmAction',
      url: link(ctx, EMAIL_CHANGE_CONFIRM_PATH, token),
      params: { firstName: account.firstName, email: address },
    }),
  );
}

/**
 * Who hears that the address changed, with the undo link: the previous address, or, for a linked
 * profile that had none of its own, the owner of its family.
 */
async function noticeRecipient(tx: Tx, before: UserRecord): Promise<{ to: string; firstName: string; owner: boolean } | null> {
  if (!isLinkedProfilePlaceholder(before.email)) return { to: before.email, firstName: before.firstName, owner: false };
  const owner = before.ownerId === null ? null : await findUserById(tx, before.ownerId);
  return owner && !isLinkedProfilePlaceholder(owner.email) ? { to: owner.email, firstName: owner.firstName, owner: true } : null;
}

/** Writes the account's new address state, its history row and the security consequences; answers the ended sessions. */
async function applyAddress(tx: Tx, before: UserRecord, change: { email: string; section: string; voided: readonly TokenKind[] }): Promise<number[]> {
  const values = { email: change.email, pendingEmail: null, confirmed: true };
  const changes: Changes = {};
  for (const [field, to] of Object.entries(values)) {
    const from = before[field as keyof typeof values];
    if (from !== to) changes[field] = { from, to };
  }
  // Recorded even when nothing but the sessions changed: following such a link is worth knowing.
  await writeWithHistory(tx, { userId: before.id, changedBy: before.id, section: change.section, values, changes });
  await voidUserTokens(tx, before.id, change.voided);
  return revokeUserSessions(tx, before.id);
}

/** The token's account, locked; the link is void when the account is gone. */
async function lockByToken(tx: Tx, token: string, kind: AddressTokenKind) {
  const found = await consumeAddressToken(tx, token, kind);
  const account = found && (await lockUser(tx, found.userId));
  if (!found || !account) throw tokenInvalid();
  return { found, account };
}

/**
 * POST /api/confirm-email-change: the new address becomes the login address (still unique; 400
 * `errors.emailTaken` if someone took it meanwhile, and the link keeps working), the account is
 * confirmed, every session ends, reset links die, and the previous address gets the undo link.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { found, account } = await lockByToken(tx, token, 'email-change');
    // Only the newest request's link is live, but the address it names must still be the pending one.
    if (account.pendingEmail?.toLowerCase() !== found.address.toLowerCase()) throw tokenInvalid();
    if (await isEmailTaken(tx, found.address, account.id)) throw invalid('email', 'errors.emailTaken');
    const sessionIds = await applyAddress(tx, account, { email: found.address, section: 'emailChange', voided: ['reset', 'confirm'] });
    const recipient = await noticeRecipient(tx, account);
    if (!recipient) return { sessionIds, mailId: null };
    const undo = await issueAddressToken(tx, { userId: account.id, kind: 'email-undo', address: account.email, ttlMs: EMAIL_UNDO_TOKEN_MS, replace: false });
    const mailId = await ctx.mailer.enqueue(
      tx,
      actionMail({
        to: recipient.to,
        userId: account.id,
        template: 'email-changed',
        subjectKey: 'emailChange.noticeSubject',
        bodyKey: recipient.owner ? 'emailChange.noticeOwnerBody' : 'emailChange.noticeBody',
        actionKey: 'emailChange.undoAction',
        footerKey: 'emailChange.noticeFooter',
        url: link(ctx, EMAIL_CHANGE_UNDO_PATH, undo),
        params: { firstName: recipient.firstName, email: found.address, name: `${account.firstName} ${account.lastName}` },
      }),
    );
    return { sessionIds, mailId };
  });
  ctx.realtime.endSessions(outcome.sessionIds);
  if (outcome.mailId !== null) await ctx.mailer.dispatch(outcome.mailId);
}

/**
 * POST /api/undo-email-change: puts the previous address back (it was held for this account, see
 * `isEmailTaken`), drops a pending change, ends every session and voids reset links, pending
 * change links and undo links issued after this one (`voidNewerUndoLinks`).
 */
export async function undoEmailChange(ctx: AppContext, token: string): Promise<void> {
  const sessionIds = await ctx.db.transaction(async (tx) => {
    const { found, account } = await lockByToken(tx, token, 'email-undo');
    if (await isEmailTaken(tx, found.address, account.id)) throw invalid('email', 'errors.emailTaken');
    await voidNewerUndoLinks(tx, account.id, found.id);
    return applyAddress(tx, account, { email: found.address, section: 'emailUndo', voided: ['reset', 'confirm', 'email-change'] });
  });
  ctx.realtime.endSessions(sessionIds);
}
