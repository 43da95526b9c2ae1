import { ACTIONS, AREAS, type RightKey } from './registry';
import { hasRight, type RightsSet } from './rights';

/**
 * The `can…` flags on the account (spec 1 §6, spec 2 §6, spec 3 §6), derived in one place from
 * effective rights. The client reads these flags and never re-implements a rule.
 */
export type RightFlags = Record<string, boolean>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Sub-right flags whose names the specification fixes, as [area, sub-right, action, flag]. */
const NAMED_SUB_FLAGS: readonly [string, string, 'read' | 'update' | 'create', string][] = [
  ...['picture', 'personal', 'contact', 'address', 'other', 'clothing', 'remarks'].flatMap(
    (s) =>
      [
        ['users', s, 'read', `canReadUsers${cap(s)}`],
        ['users', s, 'update', `canUpdateUsers${cap(s)}`],
      ] as [string, string, 'read' | 'update', string][],
  ),
  ['users', 'roles', 'read', 'canReadUserRoles'],
  ['users', 'registrations', 'read', 'canReadUserRegistrations'],
  ['users', 'groups', 'read', 'canReadUserGroups'],
  ['users', 'scenes', 'read', 'canReadUserScenes'],
  ['users', 'repetitions', 'read', 'canReadUserRepetitions'],
  ['users', 'rights', 'read', 'canReadUserRights'],
  ['users', 'export_users', 'read', 'canExportUsers'],
  ['registrations', 'general', 'read', 'canReadRegistrationsGeneral'],
  ['registrations', 'preferred', 'read', 'canReadRegistrationsPreferred'],
  ['registrations', 'other', 'read', 'canReadRegistrationsRemarks'],
  ['registrations', 'copy', 'create', 'canCopyRegistrations'],
  ['registrations', 'registrations_export', 'read', 'canExportRegistrations'],
  ['projects', 'projects_export', 'read', 'canExportProjects'],
  ['projects', 'rights', 'update', 'canManageProjectRights'],
  ['projects', 'badges', 'read', 'canPrintBadges'],
  ['projects', 'transfer', 'update', 'canTransferClothing'],
  ['repetitions', 'export', 'read', 'canExportRepetitions'],
  ['repetitions', 'openclose', 'update', 'canOpenCloseRepetitions'],
  ['repetitions', 'pin', 'read', 'canUsePin'],
  ['repetitions', 'present', 'update', 'canUpdatePresence'],
  ['messages', 'messages_read', 'read', 'canReadMessagesRead'],
];

/**
 * @param rights effective rights (global ∪ project when a project is given)
 * @param globalRights global rights only: some "full" checks use them (spec 1 §6)
 */
export function deriveFlags(rights: RightsSet, globalRights: RightsSet = rights): RightFlags {
  const flags: RightFlags = {};
  for (const area of AREAS) {
    for (const action of ACTIONS) flags[`can${cap(action)}${area.flag}`] = hasRight(rights, `${area.name}.${action}` as RightKey);
  }
  for (const [area, subName, action, flag] of NAMED_SUB_FLAGS) {
    const r = rights[area];
    // A sub-right opens a section only together with the action it refines.
    flags[flag] = Boolean(r && r[action] && r.sub[subName]);
  }
  flags.canReadUsersFull = Boolean(globalRights.users?.read);
  flags.canReadNotificationsGlobal = Boolean(globalRights.notifications?.read);
  flags.canManageSettings = flags.canUpdateSettings ?? false;
  flags.canSeeCalendar = Boolean(rights.calendar?.read && rights.repetitions?.read);
  return flags;
}
