import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { lockUser, writeChanges, type UserRecord } from './profile.repository';

/**
 * spec 1 §7 GET /api/verify/{id}: the person confirms that their data is still right. Clears
 * `shouldVerify` and records it in the history; already verified data stays as it is, so a second
 * click (another tab) changes nothing. The route admits only the person themselves.
 */
export async function verifyOwnData(ctx: AppContext, auth: Auth, userId: number): Promise<UserRecord> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) throw notFound();
    if (!before.shouldVerify) return before;
    return writeChanges(tx, { userId, changedBy: auth.user.id, section: 'verification', changes: { shouldVerify: { from: true, to: false } } });
  });
}
