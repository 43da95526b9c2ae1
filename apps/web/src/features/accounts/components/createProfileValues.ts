import { missingAddressParts } from '@coulisse/shared/rules/account';
import type { createProfileBody } from '@coulisse/shared/schemas/userAdmin';
import type { z } from 'zod';

/** What the create-profile form holds before the shared schema has parsed it. */
export type CreateProfileValues = z.input<typeof createProfileBody>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Items required to create a profile for another person (spec 1 §5): names, birth date, sex,
 * nationality, country of birth, a phone or cell number, the full address, shirt size and the
 * privacy statement; staff creating an account need the e-mail address too.
 */
const REQUIRED: readonly { label: string; missing(v: Partial<CreateProfileValues>): boolean }[] = [
  { label: 'signup.firstName', missing: (v) => blank(v.firstName) },
  { label: 'signup.lastName', missing: (v) => blank(v.lastName) },
  { label: 'signup.dateOfBirth', missing: (v) => blank(v.dateOfBirth) },
  { label: 'signup.sex', missing: (v) => blank(v.sex) },
  { label: 'signup.nationality', missing: (v) => blank(v.nationality) },
  { label: 'signup.origin', missing: (v) => blank(v.origin) },
  { label: 'signup.email', missing: (v) => v.linked === false && blank(v.email) },
  { label: 'register.phoneOrCell', missing: (v) => blank(v.phoneNumber) && blank(v.cellPhone) },
  { label: 'signup.address', missing: (v) => missingAddressParts(v).length > 0 },
  { label: 'signup.shirtSize', missing: (v) => blank(v.tShirt) },
  { label: 'register.privacyItem', missing: (v) => v.privacy !== true },
];

/** Catalogue keys of the labels of the required items that are still empty. */
export const missingProfileItems = (values: Partial<CreateProfileValues>): string[] => REQUIRED.filter((r) => r.missing(values)).map((r) => r.label);
