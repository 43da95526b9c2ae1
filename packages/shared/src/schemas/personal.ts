import { z } from 'zod';
import { birthDateRule, firstNameRule, lastNameRule, nationalityRule, todayInBrussels } from '../rules/account';
import { COUNTRY_CODES } from '../rules/lookups';
import { boundedDate, requiredString, withRule } from './zodRules';

/**
 * A birth date (spec 1 §5): a real calendar day (rules/dates.ts), not in the future, at most 100
 * years back, each with its own 'Geboortedatum …' message rather than the generic 'Ongeldige datum'.
 */
export const birthDate = boundedDate((v) => birthDateRule(v, todayInBrussels()), 'validation.birthDateInvalid');

/** The personal-data fields and their spec 1 §5 rules, shared by sign-up and the profile's personal section. */
export const personalFields = {
  firstName: requiredString.max(255).superRefine(withRule(firstNameRule)),
  lastName: requiredString.max(255).superRefine(withRule(lastNameRule)),
  dateOfBirth: birthDate,
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.sex' }),
  nationality: requiredString.max(255).superRefine(withRule(nationalityRule)),
  origin: z.enum(COUNTRY_CODES as [string, ...string[]], { error: 'validation.required' }),
};
