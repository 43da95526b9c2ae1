import { hasRight } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import { isLinkedProfilePlaceholder, STAFF_RESET_TOKEN_MS } from '@coulisse/shared/rules/accountAdmin';
import type { ResetLinkAnswer, TransferAnswer } from '@coulisse/shared/schemas/userAdmin';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/errors';
import { issueUserToken } from '../accounts/accounts.repository';
import { recordChanges } from './history.repository';
import { findUser, lockUser, writeChanges, type UserRecord } from './profile.repository';
import { assertMayActOn, assertMayManage } from './accountGuard';
import {
  countAccessRoleLinks,
  transferAccessRoles,
  transferCasting,
  transferOwnedProfiles,
  transferRegistrations,
  transferRehearsalCalls,
} from './userAdmin.repository';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/** The person an administrative action is about; 404 when missing (after the route's access check). */
export async function requireUser(ctx: AppContext, id: number): Promise<UserRecord> {
  const user = await findUser(ctx.db, id);
  if (!user) throw notFound();
  return user;
}

/** Confirms a person's e-mail address (spec 1 §2 admin button); recorded in their history. */
export async function confirmUser(ctx: AppContext, auth: Auth, id: number): Promise<UserRecord> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) throw notFound();
    assertMayManage(auth.user, before);
    if (before.confirmed) return before;
    return writeChanges(tx, { userId: id, changedBy: auth.user.id, section: 'account', changes: { confirmed: { from: false, to: true } } });
  });
}

/**
 * A password-reset token of the forgot-password kind, with the link staff hand to the person
 * (spec 1 §7 GET /api/user/{id}/pwdToken). Earlier reset links stop working; the history records
 * who made the link.
 */
export async function createResetLink(ctx: AppContext, auth: Auth, id: number): Promise<ResetLinkAnswer> {
  const user = await requireUser(ctx, id);
  if (isLinkedProfilePlaceholder(user.email)) throw new AppError('validation', 'userAdmin.noOwnEmail');
  await assertMayActOn(ctx.db, auth, user);
  const expiresAt = new Date(Date.now() + STAFF_RESET_TOKEN_MS);
  const token = await ctx.db.transaction(async (tx) => {
    const issued = await issueUserToken(tx, user.id, 'reset', STAFF_RESET_TOKEN_MS);
    await recordChanges(tx, { userId: user.id, changedBy: auth.user.id, section: 'account', changes: { resetLink: { from: null, to: expiresAt.toISOString() } } });
    return issued;
  });
  const url = `${ctx.config.publicUrl}/nieuw-wachtwoord/?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  return { message: translateNl('userAdmin.resetLinkCreated'), email: user.email, token, url, expiresAt: expiresAt.toISOString() };
}

/**
 * Moves a's project data to b before a is deleted (spec 1 §4 "a window offering to transfer
 * project data"): registrations (b's own registration in a project wins), places in the casting,
 * rehearsals that call a by name, linked profiles, and access-role links when the caller may grant
 * roles (rights.update); otherwise those stay with a and are counted. Attendance stays a's own
 * record. One transaction.
 */
export async function transferUserData(ctx: AppContext, auth: Auth, fromId: number, toId: number): Promise<TransferAnswer> {
  if (fromId === toId) throw new AppError('validation', 'userAdmin.transferSame', {}, { b: translateNl('userAdmin.transferSame') });
  const [from, to] = await Promise.all([requireUser(ctx, fromId), requireUser(ctx, toId)]);
  // a loses its data, b receives registrations, profiles and possibly roles: both are acted on.
  assertMayManage(auth.user, from);
  assertMayManage(auth.user, to);
  const mayMoveRoles = hasRight(auth.rights, 'rights.update');
  const result = await ctx.db.transaction(async (tx) => {
    const registrations = await transferRegistrations(tx, from.id, to.id);
    const accessRoles = mayMoveRoles ? await transferAccessRoles(tx, from.id, to.id) : 0;
    const skippedAccessRoles = mayMoveRoles ? 0 : await countAccessRoleLinks(tx, from.id);
    const linkedProfiles = await transferOwnedProfiles(tx, from.id, to);
    const casting = await transferCasting(tx, from.id, to.id);
    const rehearsalCalls = await transferRehearsalCalls(tx, from.id, to.id);
    return { registrations: registrations.moved, kept: registrations.kept, accessRoles, skippedAccessRoles, linkedProfiles, casting, rehearsalCalls };
  });
  if (result.accessRoles) ctx.realtime.emit(`user:${to.id}`, 'rights_changed');
  return { message: translateNl('userAdmin.transferred', { name: fullName(to) }), ...result };
}
