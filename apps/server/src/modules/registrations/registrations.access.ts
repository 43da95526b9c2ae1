import type { Flag, RightFlags } from '@coulisse/shared/access/flags';
import { registerRelation, registerResolver } from '../../platform/access/resolvers';
import type { AccessRule } from '../../platform/access/rules';
import { ownRegistrations, projectsOfRegistrations } from './registrations.repository';

declare module '../../platform/access/resolvers' {
  interface RecordKinds {
    /** A registration: its project_id. */
    registration: true;
  }
  interface Relations {
    /** The registration is the caller's own. */
    ownRegistration: true;
  }
}

/** Lets routes name registrations in their access rules; called before the routes are declared. */
export function registerRegistrationsAccess(): void {
  registerResolver('registration', projectsOfRegistrations);
  registerRelation('ownRegistration', ownRegistrations);
}

/**
 * The registration in the path (`:id`) or in `body.id`: a flag in its project, or it is the
 * caller's own. A missing registration and a refused one answer the same 404.
 */
export function onRegistrationOrOwn(flag: Flag, from: 'param' | 'body' = 'param'): AccessRule {
  if (from === 'body') return { anyOf: [{ flag, project: { body: 'id', via: 'registration' } }, { self: { body: 'id', via: 'ownRegistration' } }] };
  return { anyOf: [{ flag, project: { param: 'id', via: 'registration' } }, { self: { param: 'id', via: 'ownRegistration' } }] };
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
