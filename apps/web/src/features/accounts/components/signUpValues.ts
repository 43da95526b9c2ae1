import type { signUpBody } from '@coulisse/shared/schemas/accounts';
import type { z } from 'zod';
import { blank, missingItems, PERSONAL_ITEMS, PRIVACY_ITEM, REACH_ITEMS, type RequiredItem } from './requiredItems';

/** What the register form holds before the shared schema has parsed it. */
export type SignUpValues = z.input<typeof signUpBody>;

/**
 * Items required to register (spec 1 §5), each with the label the message lists, in form order:
 * "Gelieve de ontbrekende velden in te vullen (…)".
 */
const REQUIRED: readonly RequiredItem<SignUpValues>[] = [
  ...PERSONAL_ITEMS,
  { label: 'signup.email', missing: (v) => blank(v.email) },
  { label: 'signup.emailConfirm', missing: (v) => blank(v.emailConfirm) },
  ...REACH_ITEMS,
  { label: 'signup.password', missing: (v) => blank(v.password) },
  { label: 'signup.passwordConfirm', missing: (v) => blank(v.passwordConfirm) },
  PRIVACY_ITEM,
];

/** Catalogue keys of the labels of the required items that are still empty. */
export const missingSignUpItems = (values: Partial<SignUpValues>): string[] => missingItems(REQUIRED, values);
