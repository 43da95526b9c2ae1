import { registerRelation, registerResolver } from '../../platform/access/resolvers';
import type { AccessRule } from '../../platform/access/rules';
import type { Flag } from '@coulisse/shared/access/flags';
import { projectsOfRepetitions, repetitionsCalling } from './rehearsals.repository';

declare module '../../platform/access/resolvers' {
  interface RecordKinds {
    /** A rehearsal: its project_id. */
    repetition: true;
  }
  interface Relations {
    /** The rehearsal calls the caller (its selection resolves to them). */
    calledByRepetition: true;
  }
}

/** Lets routes name rehearsals in their access rules; called before the routes are declared. */
export function registerRehearsalsAccess(): void {
  registerResolver('repetition', projectsOfRepetitions);
  registerRelation('calledByRepetition', repetitionsCalling);
}

/** A flag in the project of the rehearsal in the path (`:id`): 404 for a missing rehearsal and a refused one alike. */
export const onRepetition = (flag: Flag): AccessRule => ({ flag, project: { param: 'id', via: 'repetition' } });

/** A flag in the project of every rehearsal in `body.ids` (bulk calls). */
export const onRepetitionIds = (flag: Flag): AccessRule => ({ flag, project: { body: 'ids', via: 'repetition' } });

/** The participants a rehearsal calls (`:id`), acting for themselves. */
export const calledByPathRepetition: AccessRule = { self: { param: 'id', via: 'calledByRepetition' } };
