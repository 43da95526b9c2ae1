import { mayActOn, mayManageAccount } from '@coulisse/shared/rules/accountAdmin';
import type { Auth } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { allRoleRights, levelsOf } from './userAdmin.repository';

/**
 * The server side of the one level rule (`mayManageAccount`, ARCHITECTURE §4 and "Account levels"):
 * every service that changes, resets, confirms, deletes, transfers, switches into or assigns roles
 * to an account calls one of these once it holds the stored account. Profile saves get it from
 * `updateSection`, so a new section cannot forget it.
 */

const higherLevel = () => new AppError('forbidden', 'userAdmin.higherLevel');

/** 403 unless the caller (`auth.user`) may act on this account (same or lower level; level 1 only by level 1). */
export function assertMayManage(caller: { level: number }, target: { level: number }): void {
  if (!mayManageAccount(caller, target)) throw higherLevel();
}

/** The same for accounts known by id (role assignment in bulk); ids that do not exist pass, the caller answers for them. */
export async function assertMayManageIds(db: DbOrTx, auth: Auth, ids: readonly number[]): Promise<void> {
  if (auth.user.level === 1 || !ids.length) return;
  for (const row of await levelsOf(db, ids)) assertMayManage(auth.user, row);
}

/**
 * 403 unless the caller may hand themselves a way into this account (a reset link, a new login
 * e-mail address): the level rule, and every right the person holds (`mayActOn`).
 */
export async function assertMayActOn(db: DbOrTx, auth: Auth, target: { id: number; level: number }): Promise<void> {
  assertMayManage(auth.user, target);
  // One's own rights and an administrator's cover everything: no need to read them.
  const rights = auth.user.level === 1 || target.id === auth.user.id ? {} : await allRoleRights(db, target.id);
  if (!mayActOn({ level: auth.user.level, rights: auth.rights }, { level: target.level, rights })) throw new AppError('forbidden', 'userAdmin.higherRights');
}
