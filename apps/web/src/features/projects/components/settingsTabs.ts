import type { RightFlags } from '@coulisse/shared/access/flags';

/**
 * The tabs of `/projecten/{id}/instellingen/{tab}` (spec 2 §2), each with the flag it needs in the
 * project: the general settings and the registration preferences are part of the project
 * (projects.update); casts, rehearsal types and locations are areas of their own (read to see,
 * create/update/delete to change); access roles need the right to manage project rights.
 */
export interface SettingsTab {
  key: string;
  labelKey: string;
  available: (flags: RightFlags) => boolean;
}

const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'algemeen', labelKey: 'projectSettings.tabs.general', available: (f) => f.canUpdateProjects === true },
  { key: 'inschrijvingsvoorkeuren', labelKey: 'projectSettings.tabs.choices', available: (f) => f.canUpdateProjects === true },
  { key: 'casts', labelKey: 'projectSettings.tabs.casts', available: (f) => f.canReadCasts === true },
  { key: 'repetitietypes', labelKey: 'projectSettings.tabs.types', available: (f) => f.canReadRepetitionTypes === true },
  { key: 'locaties', labelKey: 'projectSettings.tabs.locations', available: (f) => f.canReadLocations === true },
  { key: 'toegangsrollen', labelKey: 'projectSettings.tabs.accessRoles', available: (f) => f.canManageProjectRights === true },
];

export const settingsTabsFor = (flags: RightFlags): SettingsTab[] => SETTINGS_TABS.filter((tab) => tab.available(flags));
