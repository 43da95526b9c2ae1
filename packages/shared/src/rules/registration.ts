import type { RuleResult } from './account';
import { partOfTownChoices } from './lookups';
import { ON_STAGE, type Location } from './registrationWindow';

/** Diet suggestions (spec 1 §9, spec 2 §3); free text is allowed too. */
export const DIET_SUGGESTIONS = ['Vegetarisch', 'Veganistisch', 'Lactosevrij', 'Glutenvrij'] as const;

/** Free-text fields of a registration, bounded so one row stays small. */
export const TALENTS_MAX = 2000;
export const REMARKS_MAX = 2000;
export const DIET_MAX = 255;

/** A project's registration preference option (spec 1 §3 Choice). */
export interface ChoiceOption {
  id: number;
  onStage: boolean;
  forExtended: boolean;
}

/** What the registration form of one project depends on (spec 1 §3 Project, project settings). */
export interface RegistrationContext {
  extended: boolean;
  auditionsEnabled: boolean;
  dietEnabled: boolean;
  choices: readonly ChoiceOption[];
}

/**
 * The choices offered for a side (spec 1 §4 "Choosing on-stage or off-stage switches the role
 * options"): those of that side, and the ones for extended projects only in an extended project.
 */
export function offeredChoices<C extends ChoiceOption>(choices: readonly C[], location: Location, extended: boolean): C[] {
  return choices.filter((c) => c.onStage === (location === ON_STAGE) && (extended || !c.forExtended));
}

export interface RegistrationFields {
  location: Location;
  choices: readonly number[];
  partOfTown: number | null;
}

const PART_OF_TOWN_IDS = new Set(partOfTownChoices().map((p) => p.value));

/**
 * The project-dependent rules of spec 1 §5 "Registration: location and roles required; partOfTown
 * required for extended projects", as field → catalogue key. The preferences are required when the
 * side offers any (an empty multi-select counts as empty); a choice of another side or project is
 * refused.
 */
export function registrationFieldErrors(fields: RegistrationFields, context: RegistrationContext): Partial<Record<'choices' | 'partOfTown', string>> {
  const errors: Partial<Record<'choices' | 'partOfTown', string>> = {};
  const offered = new Set(offeredChoices(context.choices, fields.location, context.extended).map((c) => c.id));
  if (fields.choices.some((id) => !offered.has(id))) errors.choices = 'registrations.invalidChoice';
  else if (offered.size && !fields.choices.length) errors.choices = 'validation.required';
  const town = partOfTownRule(fields.partOfTown, context.extended);
  if (town) errors.partOfTown = town;
  return errors;
}

/** Part of town: one of the list's ids; required in an extended (procession) project. */
export function partOfTownRule(value: number | null, extended: boolean): RuleResult {
  if (value === null) return extended ? 'validation.required' : null;
  return PART_OF_TOWN_IDS.has(value) ? null : 'validation.invalidInput';
}
