import type { ChoiceBody, ChoiceDto, LocationBody, LocationDto, NamedDto } from '@coulisse/shared/schemas/projects';

/** The kinds of settings rows and their paths: `/project/{id}/{plural}` to create, `/project/{id}/{single}/{itemId}` to change. */
const SETTINGS_KINDS = {
  choices: { plural: 'choices', single: 'choice' },
  casts: { plural: 'casts', single: 'cast' },
  types: { plural: 'repetition_types', single: 'repetition_type' },
  locations: { plural: 'locations', single: 'location' },
} as const;
export type SettingsKind = keyof typeof SETTINGS_KINDS;
export type SettingsBodyOf = { choices: ChoiceBody; casts: { name: string }; types: { name: string }; locations: LocationBody };
export type SettingsDtoOf = { choices: ChoiceDto; casts: NamedDto; types: NamedDto; locations: LocationDto };

export const settingsItemPath = (projectId: number, kind: SettingsKind, itemId?: number): string =>
  itemId === undefined ? `/project/${projectId}/${SETTINGS_KINDS[kind].plural}` : `/project/${projectId}/${SETTINGS_KINDS[kind].single}/${itemId}`;
