import type { Flag } from '@coulisse/shared/access/flags';
import { registerRelation, registerResolver } from '../../platform/access/resolvers';
import type { AccessRule } from '../../platform/access/rules';
import { projectsOpenOrRegistered } from './projects.repository';
import { projectsOfCasts, projectsOfChoices, projectsOfLocations, projectsOfRepetitionTypes } from './settings.repository';

declare module '../../platform/access/resolvers' {
  interface RecordKinds {
    /** The items of the settings tabs: their project_id. */
    choice: true;
    cast: true;
    repetitionType: true;
    location: true;
  }
  interface Relations {
    /** The project (the record itself) is open for registration, or the caller is registered in it. */
    openOrRegistered: true;
  }
}

/** Lets routes name projects and their settings items in access rules; called before the routes are declared. */
export function registerProjectsAccess(): void {
  registerResolver('choice', projectsOfChoices);
  registerResolver('cast', projectsOfCasts);
  registerResolver('repetitionType', projectsOfRepetitionTypes);
  registerResolver('location', projectsOfLocations);
  registerRelation('openOrRegistered', projectsOpenOrRegistered);
}

/** A flag in the project of the path (`:id`). */
export const inProject = (flag: Flag): AccessRule => ({ flag, project: 'id' });

/**
 * Who sees the project of the path (`:id`, spec 1 §6): readers of projects there, and anyone while
 * it is open for registration or once registered in it. Anyone else — and a missing project — reads
 * the same 404.
 */
export const seesProject: AccessRule = { anyOf: [inProject('canReadProjects'), { self: { param: 'id', via: 'openOrRegistered' } }] };
