import { deriveFlags } from '@coulisse/shared/access/flags';
import { maySwitchProfile } from '@coulisse/shared/rules/accountAdmin';
import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import type { LinkedProfile } from '@coulisse/shared/schemas/userAdmin';
import { loadGlobalRights } from '../../platform/access/rights.repository';
import { createSession, revokeSession, type Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/http/errors';
import { assertMayManage } from '../people/accountGuard';
import { presentSessionUser } from './accounts.presenter';
import { markSignedIn } from './accounts.repository';
import { findSwitchIdentity, listFamily, sessionRemembered } from './profiles.repository';

/**
 * GET /api/user/{id}/profiles (spec 1 §7): the family of a profile, the owning account first and
 * the profiles it owns after it, so an owned profile sees its owner and siblings. `canSwitch`
 * tells the caller which ones they may switch to now.
 */
export async function listLinkedProfiles(ctx: AppContext, auth: Auth, id: number): Promise<LinkedProfile[]> {
  const target = await findSwitchIdentity(ctx.db, id);
  if (!target) throw notFound();
  const owner = target.ownerId === null ? null : await findSwitchIdentity(ctx.db, target.ownerId);
  const family = await listFamily(ctx.db, owner?.id ?? target.id);
  const caller = (await findSwitchIdentity(ctx.db, auth.user.id))!;
  const callerInFamily = family.some((p) => p.id === caller.id);
  const seesPictures = callerInFamily || deriveFlags(auth.rights).canReadUsersPicture === true;
  return family.map((p, index) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    image: seesPictures ? p.image : null,
    isOwner: index === 0 && family.length > 1,
    canSwitch: maySwitchProfile(caller, p),
  }));
}

/**
 * GET /api/auth/switchProfile/{id} (spec 1 §4 "Users can switch between linked profiles"): a new
 * session for a linked profile, with the same answer as signing in. The caller's session is
 * closed in the same transaction. The route admits only profiles of the caller's family (any other
 * answers 404); a linked profile that has its own password may not switch to its owner or siblings,
 * nor anyone into a profile of a higher level (403, `maySwitchProfile`).
 */
export async function switchProfile(ctx: AppContext, auth: Auth, id: number, userAgent?: string): Promise<SessionUser> {
  const [caller, target] = await Promise.all([findSwitchIdentity(ctx.db, auth.user.id), findSwitchIdentity(ctx.db, id)]);
  if (!caller || !target) throw notFound();
  if (!maySwitchProfile(caller, target)) {
    assertMayManage(caller, target);
    throw forbidden();
  }
  const { token, user } = await ctx.db.transaction(async (tx) => {
    const remember = await sessionRemembered(tx, auth.sessionId);
    const token = await createSession(tx, id, remember, userAgent);
    await revokeSession(tx, auth.sessionId);
    return { token, user: await markSignedIn(tx, id) };
  });
  return presentSessionUser(user, token, await loadGlobalRights(ctx.db, user));
}
