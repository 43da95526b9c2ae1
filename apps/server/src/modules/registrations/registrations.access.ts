import { deriveFlags, type RightFlags } from '@coulisse/shared/access/flags';
import type { RegistrationActor } from '@coulisse/shared/rules/registrationWindow';
import { loadProjectRights } from '../../platform/access/rights.repository';
import type { Auth } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/client';

/**
 * The caller's `can…` flags in one project (global ∪ that project's roles), cached on the request
 * like the access guard does, so a route that declared the project reuses the guard's lookup.
 */
export async function projectFlags(db: DbOrTx, auth: Auth, projectId: number): Promise<RightFlags> {
  auth.projectRights ??= new Map();
  let rights = auth.projectRights.get(projectId);
  if (!rights) {
    rights = await loadProjectRights(db, auth.user, projectId, auth.rights);
    auth.projectRights.set(projectId, rights);
  }
  const flags = deriveFlags(rights, auth.rights);
  // A user who still has to verify their data acts as a participant until they do (spec 1 §4).
  if (auth.user.shouldVerify && auth.user.level !== 1) return {};
  return flags;
}

/** The caller as the shared registration rules see them, in one project. */
export async function actorIn(db: DbOrTx, auth: Auth, projectId: number): Promise<RegistrationActor> {
  return { id: auth.user.id, level: auth.user.level, flags: await projectFlags(db, auth, projectId) };
}

/** Which sections of a registration a reader sees: their own in full (but the organisation's remark), else by sub-right. */
export function readableSections(flags: RightFlags, own: boolean) {
  return {
    general: own || flags.canReadRegistrationsGeneral === true,
    preferences: own || flags.canReadRegistrationsPreferred === true,
    other: own || flags.canReadRegistrationsRemarks === true,
    ownerRemarks: flags.canReadRegistrationsRemarks === true,
  };
}

/** Reading a registration at all: one's own, or registrations.read in its project. */
export const mayRead = (flags: RightFlags, own: boolean): boolean => own || flags.canReadRegistrations === true;
