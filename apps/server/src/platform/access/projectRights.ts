import { deriveFlags, holdsFlag, noFlags, type Flag, type Flags } from '@coulisse/shared/access/flags';
import type { RightKey } from '@coulisse/shared/access/registry';
import { hasRight, type RightsSet } from '@coulisse/shared/access/rights';
import type { Auth } from '../auth/sessions';
import type { DbOrTx } from '../db/client';
import { forbidden } from '../http/errors';
import { loadRightsAnywhere, loadRightsInProjects } from './rights.repository';

/**
 * The caller's rights per project, loaded once per request and kept on `auth`: the access guard
 * fills this cache while it checks a route, and services asking for flags afterwards read it.
 */

/** What a rule or a service demands: one right of the registry, or every right behind one flag. */
export type Demand = { right: RightKey } | { flag: Flag };

/** A user who still has to verify their data acts as a participant until they do (spec 1 §4). */
export const mustVerify = (auth: Auth): boolean => auth.user.shouldVerify && auth.user.level !== 1;

export function demandHolds(demand: Demand, rights: RightsSet, globalRights: RightsSet): boolean {
  return 'flag' in demand ? holdsFlag(demand.flag, rights, globalRights) : hasRight(rights, demand.right);
}

/** Rights in each of the projects (global ∪ that project's roles); uncached ones in one statement. */
export async function rightsInProjects(db: DbOrTx, auth: Auth, projectIds: Iterable<number>): Promise<Map<number, RightsSet>> {
  const cache = (auth.projectRights ??= new Map());
  const ids = [...new Set(projectIds)];
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length) for (const [id, rights] of await loadRightsInProjects(db, auth.user, missing, auth.rights)) cache.set(id, rights);
  return new Map(ids.map((id) => [id, cache.get(id)!]));
}

async function rightsInProject(db: DbOrTx, auth: Auth, projectId: number): Promise<RightsSet> {
  return (await rightsInProjects(db, auth, [projectId])).get(projectId)!;
}

/** Global rights ∪ every project role's: whether a right could hold in some project. */
export async function rightsAnywhere(db: DbOrTx, auth: Auth): Promise<RightsSet> {
  auth.rightsAnywhere ??= await loadRightsAnywhere(db, auth.user, auth.rights);
  return auth.rightsAnywhere;
}

/** The caller's `can…` flags in one project (global ∪ that project's roles), as the client reads them there. */
export async function projectFlags(db: DbOrTx, auth: Auth, projectId: number): Promise<Flags> {
  if (mustVerify(auth)) return noFlags();
  return deriveFlags(await rightsInProject(db, auth, projectId), auth.rights);
}

/** Whether the caller holds a flag in a project. */
export async function holdsFlagIn(db: DbOrTx, auth: Auth, projectId: number, flag: Flag): Promise<boolean> {
  if (mustVerify(auth)) return false;
  return holdsFlag(flag, await rightsInProject(db, auth, projectId), auth.rights);
}

/** 403 unless the caller holds one of the flags in the project; for rules a route cannot declare. */
export async function requireFlag(db: DbOrTx, auth: Auth, projectId: number, ...flags: [Flag, ...Flag[]]): Promise<void> {
  for (const flag of flags) if (await holdsFlagIn(db, auth, projectId, flag)) return;
  throw forbidden();
}
