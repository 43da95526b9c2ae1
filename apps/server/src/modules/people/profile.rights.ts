import { deriveFlags } from '@coulisse/shared/access/flags';
import type { Auth } from '../../platform/auth/sessions';

/** The profile sections (spec 1 §2) and the `can…` flag that lets staff update each (spec 1 §6). */
export const SECTION_FLAGS = {
  personal: 'canUpdateUsersPersonal',
  contact: 'canUpdateUsersContact',
  address: 'canUpdateUsersAddress',
  clothing: 'canUpdateUsersClothing',
  remarks: 'canUpdateUsersRemarks',
  privacy: 'canUpdateUsersOther',
  picture: 'canUpdateUsersPicture',
} as const;
export type Section = keyof typeof SECTION_FLAGS;

/** Whether the caller's rights open a section of someone's profile (mirrors the route guard). */
export function staffMay(auth: Auth, section: Section): boolean {
  // A user who still has to verify their data is restricted to their own profile (spec 1 §4).
  if (auth.user.shouldVerify && auth.user.level !== 1) return false;
  return deriveFlags(auth.rights)[SECTION_FLAGS[section]] === true;
}

/**
 * First check, before the profile is read: own sections, or the section's flag. A denial here
 * reveals nothing about whether the profile exists.
 */
export function mayTryUpdate(auth: Auth, section: Section, userId: number): boolean {
  return auth.user.id === userId || staffMay(auth, section);
}

/**
 * Clothing sizes (spec 1 §5): frozen sizes only by level 1 with canUpdateUsersClothing; a level-0
 * user edits their own sizes only while `canEditClothingSizes` is set.
 */
export function mayUpdateSizes(auth: Auth, target: { id: number; clothingFrozen: boolean; canEditClothingSizes: boolean }): boolean {
  if (target.clothingFrozen) return auth.user.level === 1 && staffMay(auth, 'clothing');
  if (auth.user.id !== target.id) return staffMay(auth, 'clothing');
  return auth.user.level !== 0 || target.canEditClothingSizes;
}

/** Remarks: the person writes their own `remarks`; `ownerRemarks` needs canUpdateUsersRemarks. */
export function mayUpdateRemarks(auth: Auth, userId: number, fields: { remarks?: unknown; ownerRemarks?: unknown }): boolean {
  if (fields.remarks !== undefined && auth.user.id !== userId) return false;
  if (fields.ownerRemarks !== undefined && !staffMay(auth, 'remarks')) return false;
  return true;
}
