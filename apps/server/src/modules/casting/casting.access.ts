import type { Flag } from '@coulisse/shared/access/flags';
import { registerResolver, type RecordKind } from '../../platform/access/resolvers';
import type { AccessRule } from '../../platform/access/rules';
import { PART_PROJECTS, type Part } from './casting.repository';

declare module '../../platform/access/resolvers' {
  interface RecordKinds {
    /** A role of a project's scheme (project_roles): its project_id. */
    projectRole: true;
    /** A group of a project's scheme (project_groups): its project_id. */
    projectGroup: true;
    /** A scene: its project_id. */
    scene: true;
    /** A scene group: its project_id. */
    sceneGroup: true;
  }
}

/** The record kind of each part, as access rules name it. */
const PART_KIND = { role: 'projectRole', group: 'projectGroup', scene: 'scene', sceneGroup: 'sceneGroup' } as const satisfies Record<Part, RecordKind>;

/** Lets routes name the parts of a scheme in their access rules; called before the routes are declared. */
export function registerCastingAccess(): void {
  for (const part of Object.keys(PART_KIND) as Part[]) registerResolver(PART_KIND[part], PART_PROJECTS[part]);
}

/** A flag in the project of the path (`:id`); a part of another project under that path then reads as missing (the services look it up inside the project). */
export const inProject = (flag: Flag): AccessRule => ({ flag, project: 'id' });

/** A flag in the project of the part whose id is the path's `:id` (the spec's paths without a project): 404 for a missing part and a refused one alike. */
export const onPart = (part: Part, flag: Flag): AccessRule => ({ flag, project: { param: 'id', via: PART_KIND[part] } });

/**
 * The cast switch (spec 1 §7) names its parts in the body: canUpdateRoles in the project of every
 * selected role, or canUpdateGroups in that of every selected group. Either opens the route (a
 * switch may select only roles or only groups); when both kinds are selected, the service demands
 * the other flag too.
 */
export const switchAccess: AccessRule = {
  anyOf: [
    { flag: 'canUpdateRoles', project: { body: 'roleIds', via: PART_KIND.role } },
    { flag: 'canUpdateGroups', project: { body: 'groupIds', via: PART_KIND.group } },
  ],
};
