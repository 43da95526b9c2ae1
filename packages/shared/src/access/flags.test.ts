import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, deriveFlags, FLAGS, holdsFlag, isFlag, noFlags, type Flag } from './flags';
import { ALL_RIGHT_KEYS, isAction } from './registry';
import { emptyAreaRights, emptyRights, fullRights, type AreaRights, type RightsSet } from './rights';

const area = (a: Partial<Omit<AreaRights, 'sub'>> & { sub?: string[] } = {}): AreaRights => ({
  ...emptyAreaRights(),
  ...a,
  sub: Object.fromEntries((a.sub ?? []).map((s) => [s, true])),
});

/** The flag names spec 1 §6 and spec 3 §6 give; the client reads exactly these. */
const SPEC_FLAGS = [
  // spec 1 §6 "Rights flags used for users and registrations"
  'canReadUsersPicture', 'canUpdateUsersPicture', 'canReadUsersPersonal', 'canUpdateUsersPersonal', 'canReadUsersContact',
  'canUpdateUsersContact', 'canReadUsersAddress', 'canUpdateUsersAddress', 'canReadUsersOther', 'canUpdateUsersOther',
  'canReadUsersClothing', 'canUpdateUsersClothing', 'canReadUsersRemarks', 'canUpdateUsersRemarks', 'canUpdateUsers',
  'canDeleteUsers', 'canCreateUsers', 'canReadUsers', 'canReadUsersFull', 'canReadRegistrationsGeneral',
  'canReadRegistrationsPreferred', 'canReadRegistrationsRemarks', 'canUpdateRegistrations', 'canDeleteRegistrations',
  'canCopyRegistrations', 'canReadUserRegistrations', 'canReadUserRoles', 'canReadUserScenes', 'canReadUserRepetitions',
  'canReadUserRights', 'canReadProjects', 'canUpdateProjects', 'canManageProjectRights', 'canManageSettings', 'canSeeCalendar',
  'canReadThreads', 'canReadNotifications', 'canReadNotificationsGlobal', 'canDeleteCasts',
  // spec 3 §6 "Rights seen in this area"
  'canReadArticles', 'canUpdateArticles', 'canDeleteArticles', 'canReadOrders', 'canCreateOrders', 'canUpdateOrders',
  'canReadCategories', 'canCreateCategories', 'canUpdateCategories', 'canReadProjectClothing', 'canCreateProjectClothing',
  'canUpdateProjectClothing', 'canDeleteProjectClothing', 'canReadAccessRoles', 'canCreateAccessRoles', 'canUpdateAccessRoles',
  'canDeleteAccessRoles', 'canReadSettings', 'canTransferClothing', 'canReadSizes', 'canReadFabrics', 'canReadPatterns',
  'canReadColors', 'canReadRacks',
];

describe('deriveFlags: the can… flags of spec 1 §6 and spec 3 §6', () => {
  it('derives every flag the specification names', () => {
    expect(Object.keys(deriveFlags(emptyRights()))).toEqual(expect.arrayContaining(SPEC_FLAGS));
  });

  it('sets every flag for full rights (level 1) and none for no rights', () => {
    expect(Object.values(deriveFlags(fullRights())).every((on) => on)).toBe(true);
    expect(Object.values(deriveFlags(emptyRights())).some((on) => on)).toBe(false);
  });

  // Sub-right flags open a section only together with the action they refine (docs/ARCHITECTURE.md).
  const cases: { spec: string; flag: Flag; rights: RightsSet; globalRights?: RightsSet; expected: boolean }[] = [
    { spec: 'spec 1 §6 canReadUsersPersonal: users read + personal', flag: 'canReadUsersPersonal', rights: { users: area({ read: true, sub: ['personal'] }) }, expected: true },
    { spec: 'spec 1 §6 canReadUsersPersonal: personal without users read', flag: 'canReadUsersPersonal', rights: { users: area({ sub: ['personal'] }) }, expected: false },
    { spec: 'spec 1 §6 canReadUsersPersonal: users read without personal', flag: 'canReadUsersPersonal', rights: { users: area({ read: true }) }, expected: false },
    { spec: 'spec 1 §6 canUpdateUsersPersonal: users update + personal', flag: 'canUpdateUsersPersonal', rights: { users: area({ read: true, update: true, sub: ['personal'] }) }, expected: true },
    { spec: 'spec 1 §6 canUpdateUsersPersonal: reading personal is not updating it', flag: 'canUpdateUsersPersonal', rights: { users: area({ read: true, sub: ['personal'] }) }, expected: false },
    { spec: 'spec 1 §5 canUpdateUsersClothing: users update + clothing', flag: 'canUpdateUsersClothing', rights: { users: area({ read: true, update: true, sub: ['clothing'] }) }, expected: true },
    { spec: 'spec 1 §2 canReadUserRights (Toegangsrollen tab): users read + rights', flag: 'canReadUserRights', rights: { users: area({ read: true, sub: ['rights'] }) }, expected: true },
    { spec: 'spec 1 §2 canReadUserRoles (Rollen tab): users read + roles', flag: 'canReadUserRoles', rights: { users: area({ read: true, sub: ['roles'] }) }, expected: true },
    { spec: 'spec 1 §6 canSeeCalendar: calendar and repetitions read', flag: 'canSeeCalendar', rights: { calendar: area({ read: true }), repetitions: area({ read: true }) }, expected: true },
    { spec: 'spec 1 §6 canSeeCalendar: calendar without repetitions read', flag: 'canSeeCalendar', rights: { calendar: area({ read: true }) }, expected: false },
    { spec: 'spec 1 §6 canSeeCalendar: repetitions without calendar read', flag: 'canSeeCalendar', rights: { repetitions: area({ read: true }) }, expected: false },
    { spec: 'spec 1 §6 canReadUsersFull: users read in the global roles', flag: 'canReadUsersFull', rights: { users: area({ read: true }) }, expected: true },
    {
      spec: 'spec 1 §6 canReadUsersFull: users read from a project role only is not "full"',
      flag: 'canReadUsersFull',
      rights: { users: area({ read: true }) },
      globalRights: emptyRights(),
      expected: false,
    },
    {
      spec: 'spec 1 §6 canReadNotificationsGlobal: global roles only',
      flag: 'canReadNotificationsGlobal',
      rights: { notifications: area({ read: true }) },
      globalRights: emptyRights(),
      expected: false,
    },
    { spec: 'spec 1 §6 canReadUsers: project users read does count', flag: 'canReadUsers', rights: { users: area({ read: true }) }, globalRights: emptyRights(), expected: true },
    { spec: 'spec 1 §6 canManageProjectRights: projects update + rights', flag: 'canManageProjectRights', rights: { projects: area({ read: true, update: true, sub: ['rights'] }) }, expected: true },
    { spec: 'spec 1 §6 canManageProjectRights: the sub-right alone only reads', flag: 'canManageProjectRights', rights: { projects: area({ read: true, sub: ['rights'] }) }, expected: false },
    { spec: 'spec 1 §6 canManageSettings: settings update', flag: 'canManageSettings', rights: { settings: area({ read: true, update: true }) }, expected: true },
    { spec: 'spec 1 §6 canManageSettings: reading settings is not managing them', flag: 'canManageSettings', rights: { settings: area({ read: true }) }, expected: false },
    { spec: 'spec 1 §6 canReadRegistrationsRemarks: registrations read + other', flag: 'canReadRegistrationsRemarks', rights: { registrations: area({ read: true, sub: ['other'] }) }, expected: true },
    { spec: 'spec 1 §6 canCopyRegistrations: registrations create + copy', flag: 'canCopyRegistrations', rights: { registrations: area({ read: true, create: true, sub: ['copy'] }) }, expected: true },
    { spec: 'spec 1 §6 canCopyRegistrations: copy without create', flag: 'canCopyRegistrations', rights: { registrations: area({ read: true, sub: ['copy'] }) }, expected: false },
    { spec: 'spec 1 §6 canDeleteCasts: casts delete', flag: 'canDeleteCasts', rights: { casts: area({ read: true, delete: true }) }, expected: true },
    { spec: 'spec 3 §6 canCreateAccessRoles (copy): rights create', flag: 'canCreateAccessRoles', rights: { rights: area({ read: true, create: true }) }, expected: true },
    { spec: 'spec 3 §6 canUpdateAccessRoles (edit, view users): rights update', flag: 'canUpdateAccessRoles', rights: { rights: area({ read: true, update: true }) }, expected: true },
    { spec: 'spec 3 §6 canTransferClothing: projects update + transfer', flag: 'canTransferClothing', rights: { projects: area({ read: true, update: true, sub: ['transfer'] }) }, expected: true },
    { spec: 'spec 3 §6 canDeleteArticles: articles delete', flag: 'canDeleteArticles', rights: { articles: area({ read: true, delete: true }) }, expected: true },
  ];

  it.each(cases)('$spec → $expected', ({ flag, rights, globalRights, expected }) => {
    expect(deriveFlags(rights, globalRights)[flag]).toBe(expected);
  });
});

describe('the flag vocabulary', () => {
  it('names each flag once, with rights of the registry, a sub-right always beside an action of its area', () => {
    expect(new Set(ALL_FLAGS).size).toBe(ALL_FLAGS.length);
    for (const flag of ALL_FLAGS) {
      const { rights } = FLAGS[flag];
      expect(rights.every((r) => ALL_RIGHT_KEYS.includes(r)), flag).toBe(true);
      const subs = rights.filter((r) => !isAction(r.split('.')[1]!));
      for (const sub of subs) expect(rights.some((r) => r.split('.')[0] === sub.split('.')[0] && isAction(r.split('.')[1]!)), `${flag}: ${sub} needs its action`).toBe(true);
    }
  });

  it('tells flag names from other strings, also those an object inherits', () => {
    expect(isFlag('canUpdatePresence')).toBe(true);
    expect(isFlag('canMarkPresence')).toBe(false);
    expect(isFlag('constructor')).toBe(false);
  });

  it('holds a flag exactly when deriveFlags sets it', () => {
    const rights: RightsSet = { repetitions: area({ read: true, update: true, sub: ['present', 'pin'] }) };
    for (const flag of ALL_FLAGS) expect(holdsFlag(flag, rights), flag).toBe(deriveFlags(rights)[flag]);
    expect(Object.values(noFlags()).some((on) => on)).toBe(false);
  });
});
