/**
 * The rights registry (spec 1 §6, spec 3 §6): every area an access role can grant, with its
 * sub-rights, its scope and its Dutch label. It drives the server checks, the rights matrix
 * screen and the `can…` flags on the account.
 */

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** `global`: only meaningful in a global access role; `project`: may also be granted per project. */
export type Scope = 'global' | 'project';

export interface SubRightDef {
  name: string;
  label: string;
}

export interface AreaDef {
  name: string;
  label: string;
  scope: Scope;
  /** PascalCase stem of the generic flags: canRead{flag}, canCreate{flag}, … */
  flag: string;
  subRights: readonly SubRightDef[];
}

const sub = (name: string, label: string): SubRightDef => ({ name, label });

export const AREAS = [
  { name: 'threads', label: 'Gesprekken', scope: 'project', flag: 'Threads', subRights: [] },
  { name: 'thread_actions', label: 'Acties in gesprekken', scope: 'project', flag: 'ThreadActions', subRights: [] },
  {
    name: 'projects',
    label: 'Projecten',
    scope: 'project',
    flag: 'Projects',
    subRights: [
      sub('projects_export', 'Projecten exporteren'),
      sub('rights', 'Projectrechten beheren'),
      sub('badges', 'Badges afdrukken'),
      sub('transfer', 'Kledij overzetten'),
    ],
  },
  {
    name: 'users',
    label: 'Medewerkers',
    scope: 'project',
    flag: 'Users',
    subRights: [
      sub('picture', 'Foto'),
      sub('personal', 'Persoonlijke gegevens'),
      sub('contact', 'Contactgegevens'),
      sub('address', 'Adres'),
      sub('other', 'Andere info'),
      sub('clothing', 'Kledingmaten'),
      sub('remarks', 'Opmerkingen'),
      sub('roles', 'Rollen'),
      sub('registrations', 'Inschrijvingen'),
      sub('groups', 'Groepen'),
      sub('scenes', 'Scènes'),
      sub('repetitions', 'Repetities'),
      sub('rights', 'Toegangsrollen'),
      sub('export_users', 'Medewerkers exporteren'),
    ],
  },
  {
    name: 'registrations',
    label: 'Inschrijvingen',
    scope: 'project',
    flag: 'Registrations',
    subRights: [
      sub('registrations_export', 'Inschrijvingen exporteren'),
      sub('general', 'Algemene gegevens'),
      sub('preferred', 'Voorkeuren'),
      sub('other', 'Andere gegevens'),
      sub('copy', 'Inschrijvingen kopiëren'),
    ],
  },
  { name: 'roles', label: 'Rollen', scope: 'project', flag: 'Roles', subRights: [] },
  { name: 'groups', label: 'Groepen', scope: 'project', flag: 'Groups', subRights: [] },
  { name: 'scenes', label: 'Scènes', scope: 'project', flag: 'Scenes', subRights: [] },
  {
    name: 'repetitions',
    label: 'Repetities',
    scope: 'project',
    flag: 'Repetitions',
    subRights: [
      sub('export', 'Repetities exporteren'),
      sub('openclose', 'Repetities openen en sluiten'),
      sub('pin', 'Pincode-aanmelding'),
      sub('present', 'Aanwezigheden'),
    ],
  },
  { name: 'casts', label: 'Casts', scope: 'project', flag: 'Casts', subRights: [] },
  { name: 'repetitiontypes', label: 'Repetitietypes', scope: 'project', flag: 'RepetitionTypes', subRights: [] },
  { name: 'locations', label: 'Locaties', scope: 'project', flag: 'Locations', subRights: [] },
  { name: 'articles', label: 'Artikels', scope: 'global', flag: 'Articles', subRights: [] },
  { name: 'orders', label: 'Verhuur', scope: 'global', flag: 'Orders', subRights: [] },
  { name: 'sizes', label: 'Kledij-maten', scope: 'global', flag: 'Sizes', subRights: [] },
  { name: 'patterns', label: 'Motieven', scope: 'global', flag: 'Patterns', subRights: [] },
  { name: 'fabrics', label: 'Stoffen', scope: 'global', flag: 'Fabrics', subRights: [] },
  { name: 'colors', label: 'Kleuren', scope: 'global', flag: 'Colors', subRights: [] },
  { name: 'racks', label: 'Rekken', scope: 'global', flag: 'Racks', subRights: [] },
  { name: 'categories', label: 'Kledingstukken en prijzen', scope: 'global', flag: 'Categories', subRights: [] },
  { name: 'project_clothing', label: 'Projectkledij', scope: 'project', flag: 'ProjectClothing', subRights: [] },
  { name: 'rights', label: 'Toegangsrollen', scope: 'global', flag: 'AccessRoles', subRights: [] },
  { name: 'settings', label: 'Instellingen', scope: 'global', flag: 'Settings', subRights: [] },
  { name: 'calendar', label: 'Kalender', scope: 'project', flag: 'Calendar', subRights: [] },
  {
    name: 'notifications',
    label: 'Meldingen',
    scope: 'project',
    flag: 'Notifications',
    subRights: [
      sub('new_users', 'Nieuwe medewerkers'),
      sub('registration_updated', 'Inschrijving gewijzigd'),
      sub('registration_deleted', 'Inschrijving verwijderd'),
      sub('repetition_signoff', 'Afmelding voor repetitie'),
      sub('clothing_changed', 'Kledij gewijzigd'),
      sub('contactdetails_changed', 'Contactgegevens gewijzigd'),
      sub('clothingdetails_changed', 'Kledingmaten gewijzigd'),
      sub('userinfo_changed', 'Persoonlijke gegevens gewijzigd'),
      sub('group_users_update', 'Groepsleden gewijzigd'),
      sub('cast_switch', 'Castwissel'),
      sub('project_role_users_updated', 'Rolbezetting gewijzigd'),
      sub('user_deleted', 'Medewerker verwijderd'),
    ],
  },
  { name: 'messages', label: 'Berichten', scope: 'project', flag: 'Messages', subRights: [sub('messages_read', 'Gelezen berichten')] },
  { name: 'appointments', label: 'Afspraken', scope: 'project', flag: 'Appointments', subRights: [] },
] as const satisfies readonly AreaDef[];

type AreaName = (typeof AREAS)[number]['name'];
type AreaByName<N extends AreaName> = Extract<(typeof AREAS)[number], { name: N }>;
type SubRightName<N extends AreaName> = AreaByName<N>['subRights'][number]['name'];

/** A right as routes and services name it: `users.read`, `users.personal`, `rights.update`. */
export type RightKey = {
  [N in AreaName]: `${N}.${Action}` | (SubRightName<N> extends never ? never : `${N}.${SubRightName<N>}`);
}[AreaName];

export const areaByName: ReadonlyMap<string, AreaDef> = new Map(AREAS.map((a) => [a.name, a]));

export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

/** Every right key the registry knows, for validation and for tests that walk them all. */
export const ALL_RIGHT_KEYS: readonly RightKey[] = AREAS.flatMap((area) => [
  ...ACTIONS.map((action) => `${area.name}.${action}`),
  ...area.subRights.map((s) => `${area.name}.${s.name}`),
]) as RightKey[];
