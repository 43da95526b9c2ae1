import type { createProfileBody } from '@coulisse/shared/schemas/userAdmin';
import type { z } from 'zod';
import { blank, missingItems, PERSONAL_ITEMS, PRIVACY_ITEM, REACH_ITEMS, type RequiredItem } from './requiredItems';

/** What the create-profile form holds before the shared schema has parsed it. */
export type CreateProfileValues = z.input<typeof createProfileBody>;

/**
 * Items required to create a profile for another person (spec 1 §5): names, birth date, sex,
 * nationality, country of birth, a phone or cell number, the full address, shirt size and the
 * privacy statement; staff creating an account need the e-mail address too.
 */
const REQUIRED: readonly RequiredItem<CreateProfileValues>[] = [
  ...PERSONAL_ITEMS,
  { label: 'signup.email', missing: (v) => v.linked === false && blank(v.email) },
  ...REACH_ITEMS,
  PRIVACY_ITEM,
];

/** Catalogue keys of the labels of the required items that are still empty. */
export const missingProfileItems = (values: Partial<CreateProfileValues>): string[] => missingItems(REQUIRED, values);
