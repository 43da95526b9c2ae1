import { missingAddressParts } from '@coulisse/shared/rules/account';
import type { signUpBody } from '@coulisse/shared/schemas/accounts';
import type { z } from 'zod';

/** What the register form holds before the shared schema has parsed it. */
export type SignUpValues = z.input<typeof signUpBody>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Items required to register (spec 1 §5), each with the label the message lists, in form order:
 * "Gelieve de ontbrekende velden in te vullen (…)".
 */
const REQUIRED: readonly { label: string; missing(v: Partial<SignUpValues>): boolean }[] = [
  { label: 'signup.firstName', missing: (v) => blank(v.firstName) },
  { label: 'signup.lastName', missing: (v) => blank(v.lastName) },
  { label: 'signup.dateOfBirth', missing: (v) => blank(v.dateOfBirth) },
  { label: 'signup.sex', missing: (v) => blank(v.sex) },
  { label: 'signup.nationality', missing: (v) => blank(v.nationality) },
  { label: 'signup.origin', missing: (v) => blank(v.origin) },
  { label: 'signup.email', missing: (v) => blank(v.email) },
  { label: 'signup.emailConfirm', missing: (v) => blank(v.emailConfirm) },
  { label: 'register.phoneOrCell', missing: (v) => blank(v.phoneNumber) && blank(v.cellPhone) },
  { label: 'signup.address', missing: (v) => missingAddressParts(v).length > 0 },
  { label: 'signup.shirtSize', missing: (v) => blank(v.tShirt) },
  { label: 'signup.password', missing: (v) => blank(v.password) },
  { label: 'signup.passwordConfirm', missing: (v) => blank(v.passwordConfirm) },
  { label: 'register.privacyItem', missing: (v) => v.privacy !== true },
];

/** Catalogue keys of the labels of the required items that are still empty. */
export const missingSignUpItems = (values: Partial<SignUpValues>): string[] => REQUIRED.filter((r) => r.missing(values)).map((r) => r.label);
