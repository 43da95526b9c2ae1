import { translateNl } from '@coulisse/shared/i18n/index';
import type { DeleteUserAnswer } from '@coulisse/shared/schemas/userAdmin';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/errors';
import { emitNotifications, notify } from '../communication/notifications.engine';
import { lockUser } from './profile.repository';
import { assertMayManage } from './accountGuard';
import { requireUser } from './userAdmin.service';
import { deleteRehearsalCalls, deleteSessionsOf, deleteUserRow, detachOwnedProfiles, lockAdministrators, passwordlessOwnedProfiles } from './userAdmin.repository';

/**
 * Deletes a person (spec 1 §2, §4) in one transaction: the row and everything that cascades from
 * it (sessions, tokens, registrations, casting, attendance, role links, their notifications and
 * change history), rehearsal calls by name, their mails in the outbox, the `user_deleted` notification for staff who follow it. Profiles they
 * owned stay, without owner. After the commit their sessions (and those of their passwordless
 * linked profiles, which only they could open) are ended and the picture, certificate and unclaimed
 * uploads removed.
 */
export async function deleteUser(ctx: AppContext, auth: Auth, id: number): Promise<DeleteUserAnswer> {
  if (id === auth.user.id) throw new AppError('validation', 'userAdmin.cannotDeleteSelf');
  assertMayManage(auth.user, await requireUser(ctx, id));
  const outcome = await ctx.db.transaction(async (tx) => {
    // Administrators first, always in the same order, so concurrent deletions cannot deadlock.
    const admins = await lockAdministrators(tx);
    const user = await lockUser(tx, id);
    if (!user) throw notFound();
    if (user.level === 1 && admins.filter((a) => a !== id).length === 0) throw new AppError('conflict', 'userAdmin.lastAdmin');
    const sessionIds = await deleteSessionsOf(tx, [id, ...(await passwordlessOwnedProfiles(tx, id))]);
    const detachedProfiles = await detachOwnedProfiles(tx, id);
    const notified = await notify(tx, { subRight: 'user_deleted', params: { name: `${user.firstName} ${user.lastName}` }, excludeUserId: auth.user.id });
    await deleteRehearsalCalls(tx, id);
    await deleteUserRow(tx, id);
    return { user, sessionIds, detachedProfiles, notified: notified.filter((r) => r !== id) };
  });
  ctx.realtime.endSessions(outcome.sessionIds);
  if (outcome.user.image) await ctx.files.delete(outcome.user.image);
  if (outcome.user.certificate) await ctx.files.delete(outcome.user.certificate);
  await ctx.files.deleteOwnedBy({ kind: 'upload', id });
  await emitNotifications(ctx, outcome.notified);
  return { message: translateNl('userAdmin.deleted'), detachedProfiles: outcome.detachedProfiles };
}
