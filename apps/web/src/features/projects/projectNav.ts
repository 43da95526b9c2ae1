import type { RightFlags } from '@coulisse/shared/access/flags';

/**
 * The sub-pages of a project (spec 2 §2 "Project management page"): the tabs of `/projecten/{id}/…`
 * and the toolbar actions above them. The project shell (`components/ProjectShell.tsx`) shows an
 * entry when
 *   1. a screen is registered at `/projecten/:id/<path>` (so an entry can land before its screen), and
 *   2. `available(flags)` holds for the caller's flags **in this project** (global ∪ project
 *      access roles, as `GET /api/project/{id}` answers them in `flags`).
 *
 * Other areas add their entries here (one line each) and register their screens with
 * `projectScreen(…)` from `components/projectScreen.tsx`.
 */
export interface ProjectNavEntry {
  /** Stable key; also the `page` a project screen names to find its entry. */
  key: string;
  /** Catalogue key of the label. */
  labelKey: string;
  /** Address after `/projecten/{id}/`, e.g. `overzicht`; the screen's path is `/projecten/:id/<path>`. */
  path: string;
  /** `tab`: one of the tabs; `action`: a toolbar button (edit project, settings, copy registrations, …). */
  kind: 'tab' | 'action';
  /** Position among its kind, in the order of spec 2 §2. */
  order: number;
  available: (flags: RightFlags) => boolean;
}

const has = (flag: string) => (flags: RightFlags) => flags[flag] === true;

/** Settings exist for whoever may change any of the settings tabs (see `settingsTabs.ts`). */
export const canOpenSettings = (f: RightFlags): boolean =>
  f.canUpdateProjects === true ||
  f.canReadCasts === true ||
  f.canReadRepetitionTypes === true ||
  f.canReadLocations === true ||
  f.canManageProjectRights === true;

/**
 * Tabs in spec 2 §2's order: overzicht 10, inschrijvingen 20, rollen 30, groepen 40, scenes 50,
 * repetities 60, berichten 70, afspraken 80. Actions: bewerk 10, kopieer-deelnemers 30,
 * meldingen 80 (the caller's own notifications of the project), instellingen 90.
 */
export const PROJECT_NAV: readonly ProjectNavEntry[] = [
  { key: 'overview', labelKey: 'projects.nav.overview', path: 'overzicht', kind: 'tab', order: 10, available: has('canReadProjects') },
  { key: 'registrations', labelKey: 'registrations.title', path: 'inschrijvingen', kind: 'tab', order: 20, available: has('canReadRegistrations') },
  { key: 'roles', labelKey: 'casting.roles.title', path: 'rollen', kind: 'tab', order: 30, available: has('canReadRoles') },
  { key: 'groups', labelKey: 'casting.groups.title', path: 'groepen', kind: 'tab', order: 40, available: has('canReadGroups') },
  { key: 'scenes', labelKey: 'casting.scenes.title', path: 'scenes', kind: 'tab', order: 50, available: has('canReadScenes') },
  { key: 'rehearsals', labelKey: 'rehearsals.title', path: 'repetities', kind: 'tab', order: 60, available: has('canReadRepetitions') },
  { key: 'calendar', labelKey: 'rehearsals.calendar', path: 'kalender', kind: 'action', order: 50, available: has('canSeeCalendar') },
  { key: 'edit', labelKey: 'projects.nav.edit', path: 'bewerk', kind: 'action', order: 10, available: has('canUpdateProjects') },
  { key: 'copyRegistrations', labelKey: 'registrations.list.copy', path: 'kopieer-deelnemers', kind: 'action', order: 30, available: has('canCopyRegistrations') },
  { key: 'notifications', labelKey: 'notifications.title', path: 'meldingen', kind: 'action', order: 80, available: has('canReadNotifications') },
  { key: 'settings', labelKey: 'projects.nav.settings', path: 'instellingen', kind: 'action', order: 90, available: canOpenSettings },
];

/** The entries of one kind the caller may use, in order; `exists` tells whether a screen is registered for a path. */
export function projectNavFor(
  kind: ProjectNavEntry['kind'],
  flags: RightFlags,
  exists: (path: string) => boolean,
  entries: readonly ProjectNavEntry[] = PROJECT_NAV,
): ProjectNavEntry[] {
  return entries.filter((e) => e.kind === kind && e.available(flags) && exists(e.path)).sort((a, b) => a.order - b.order);
}

/** The screen path of an entry, as registered in a feature's `routes.tsx`. */
export const projectScreenPath = (path: string): string => `/projecten/:id/${path}`;
