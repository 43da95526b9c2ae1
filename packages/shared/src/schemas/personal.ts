import { z } from 'zod';
import { birthDateRule, firstNameRule, lastNameRule, nationalityRule, todayInBrussels } from '../rules/account';
import { COUNTRY_CODES } from '../rules/lookups';
import { requiredString, withRule } from './zodRules';

/** The personal-data fields and their spec 1 §5 rules, shared by sign-up and the profile's personal section. */
export const personalFields = {
  firstName: requiredString.max(255).superRefine(withRule(firstNameRule)),
  lastName: requiredString.max(255).superRefine(withRule(lastNameRule)),
  dateOfBirth: requiredString.superRefine((v, ctx) => withRule((d: string) => birthDateRule(d, todayInBrussels()))(v, ctx)),
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.sex' }),
  nationality: requiredString.max(255).superRefine(withRule(nationalityRule)),
  origin: z.enum(COUNTRY_CODES as [string, ...string[]], { error: 'validation.required' }),
};
