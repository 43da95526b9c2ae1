import { registerRelation } from '../../platform/access/resolvers';
import type { AccessRule } from '../../platform/access/rules';
import { profilesInFamily } from './profiles.repository';

declare module '../../platform/access/resolvers' {
  interface Relations {
    /** The profile belongs to the caller's family: their owner, a profile they own, or a sibling. */
    inCallersFamily: true;
  }
}

/** Lets routes name the caller's family in their access rules; called before the routes are declared. */
export function registerAccountsAccess(): void {
  registerRelation('inCallersFamily', profilesInFamily);
}

/** A profile of the caller's own family (`:id`): any other, and a missing one, answer 404 alike. */
export const familyProfile: AccessRule = { self: { param: 'id', via: 'inCallersFamily' } };
