import type { RightFlags } from '@coulisse/shared/access/flags';
import type { RegistrationActor } from '@coulisse/shared/rules/registrationWindow';
import { projectFlags } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/client';

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
