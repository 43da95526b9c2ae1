import { ACTIONS, AREAS, type Action, type RightKey } from './registry';
import { hasRight, type RightsSet } from './rights';

/**
 * The `can…` flags on the account (spec 1 §6, spec 2 §6, spec 3 §6), derived in one place from
 * effective rights. The client reads these flags and never re-implements a rule; the server's
 * routes and services demand a flag by the same name (`{ flag }` access rules, `requireFlag`), so
 * both sides mean the same rights by it.
 */

/** What a flag needs: every one of `rights`, taken from the global rights only when `global`. */
export interface FlagDef {
  rights: readonly RightKey[];
  global?: boolean;
}

/** canRead{Area}, canCreate{Area}, … for every area of the registry. */
type AreaFlag = `can${Capitalize<Action>}${(typeof AREAS)[number]['flag']}`;

/**
 * Flags whose names the specification fixes. A sub-right flag needs the action it refines too
 * (canUpdatePresence = repetitions.update + present), so a section opens only with its action.
 */
const NAMED_FLAGS = {
  canReadUsersPicture: { rights: ['users.read', 'users.picture'] },
  canUpdateUsersPicture: { rights: ['users.update', 'users.picture'] },
  canReadUsersPersonal: { rights: ['users.read', 'users.personal'] },
  canUpdateUsersPersonal: { rights: ['users.update', 'users.personal'] },
  canReadUsersContact: { rights: ['users.read', 'users.contact'] },
  canUpdateUsersContact: { rights: ['users.update', 'users.contact'] },
  canReadUsersAddress: { rights: ['users.read', 'users.address'] },
  canUpdateUsersAddress: { rights: ['users.update', 'users.address'] },
  canReadUsersOther: { rights: ['users.read', 'users.other'] },
  canUpdateUsersOther: { rights: ['users.update', 'users.other'] },
  canReadUsersClothing: { rights: ['users.read', 'users.clothing'] },
  canUpdateUsersClothing: { rights: ['users.update', 'users.clothing'] },
  canReadUsersRemarks: { rights: ['users.read', 'users.remarks'] },
  canUpdateUsersRemarks: { rights: ['users.update', 'users.remarks'] },
  canReadUserRoles: { rights: ['users.read', 'users.roles'] },
  canReadUserRegistrations: { rights: ['users.read', 'users.registrations'] },
  canReadUserGroups: { rights: ['users.read', 'users.groups'] },
  canReadUserScenes: { rights: ['users.read', 'users.scenes'] },
  canReadUserRepetitions: { rights: ['users.read', 'users.repetitions'] },
  canReadUserRights: { rights: ['users.read', 'users.rights'] },
  canExportUsers: { rights: ['users.read', 'users.export_users'] },
  canReadRegistrationsGeneral: { rights: ['registrations.read', 'registrations.general'] },
  canReadRegistrationsPreferred: { rights: ['registrations.read', 'registrations.preferred'] },
  canReadRegistrationsRemarks: { rights: ['registrations.read', 'registrations.other'] },
  canCopyRegistrations: { rights: ['registrations.create', 'registrations.copy'] },
  canExportRegistrations: { rights: ['registrations.read', 'registrations.registrations_export'] },
  canExportProjects: { rights: ['projects.read', 'projects.projects_export'] },
  canManageProjectRights: { rights: ['projects.update', 'projects.rights'] },
  canPrintBadges: { rights: ['projects.read', 'projects.badges'] },
  canTransferClothing: { rights: ['projects.update', 'projects.transfer'] },
  canExportRepetitions: { rights: ['repetitions.read', 'repetitions.export'] },
  canOpenCloseRepetitions: { rights: ['repetitions.update', 'repetitions.openclose'] },
  canUsePin: { rights: ['repetitions.read', 'repetitions.pin'] },
  canUpdatePresence: { rights: ['repetitions.update', 'repetitions.present'] },
  canReadMessagesRead: { rights: ['messages.read', 'messages.messages_read'] },
  // "Full" flags look at the global roles only (spec 1 §6).
  canReadUsersFull: { rights: ['users.read'], global: true },
  canReadNotificationsGlobal: { rights: ['notifications.read'], global: true },
  canManageSettings: { rights: ['settings.update'] },
  // The calendar needs repetitions read too (spec 2 §6).
  canSeeCalendar: { rights: ['calendar.read', 'repetitions.read'] },
} as const satisfies Record<string, FlagDef>;

/** Every flag name: a typed union, so a misspelt flag is a compile error on either side. */
export type Flag = AreaFlag | keyof typeof NAMED_FLAGS;

/** Flags as the server derives them: every flag, true or false. */
export type Flags = Record<Flag, boolean>;

/** Flags as they travel (account, project): the client reads them by name. */
export type RightFlags = Record<string, boolean>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every flag with the rights it needs. */
export const FLAGS: Readonly<Record<Flag, FlagDef>> = {
  ...(Object.fromEntries(AREAS.flatMap((area) => ACTIONS.map((action) => [`can${cap(action)}${area.flag}`, { rights: [`${area.name}.${action}`] }]))) as unknown as Record<AreaFlag, FlagDef>),
  ...NAMED_FLAGS,
};

export const ALL_FLAGS: readonly Flag[] = Object.keys(FLAGS) as Flag[];

export const isFlag = (name: string): name is Flag => Object.hasOwn(FLAGS, name);

/**
 * Whether rights hold one flag.
 * @param rights effective rights (global ∪ project when a project is given)
 * @param globalRights global rights only: the "full" flags use them (spec 1 §6)
 */
export function holdsFlag(flag: Flag, rights: RightsSet, globalRights: RightsSet = rights): boolean {
  const def = FLAGS[flag];
  const from = def.global ? globalRights : rights;
  return def.rights.every((right) => hasRight(from, right));
}

export function deriveFlags(rights: RightsSet, globalRights: RightsSet = rights): Flags {
  return Object.fromEntries(ALL_FLAGS.map((flag) => [flag, holdsFlag(flag, rights, globalRights)])) as Flags;
}

/** Every flag off: a user who still has to verify their data acts as a participant (spec 1 §4). */
export const noFlags = (): Flags => Object.fromEntries(ALL_FLAGS.map((flag) => [flag, false])) as Flags;
