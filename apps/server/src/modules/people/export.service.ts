import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { listAccessRoles, listChanges, listRegistrations } from './history.repository';
import { findUser } from './profile.repository';
import { presentSizes } from './user.presenter';

/**
 * Everything held about one person, as one JSON document (the person's right of access). Only the
 * password hash and the derived search text stay out: neither is information about the person.
 */
export async function exportPersonalData(ctx: AppContext, userId: number) {
  const user = await findUser(ctx.db, userId);
  if (!user) throw notFound();
  const { passwordHash: _passwordHash, searchText: _searchText, ...profile } = user;
  const [registrations, accessRoles, history] = await Promise.all([
    listRegistrations(ctx.db, userId),
    listAccessRoles(ctx.db, userId),
    listChanges(ctx.db, userId, { offset: 0, items: null }),
  ]);
  return { exportedAt: new Date().toISOString(), profile, sizes: presentSizes(user), registrations, accessRoles, history };
}
