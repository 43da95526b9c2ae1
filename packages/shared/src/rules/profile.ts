import type { RightFlags } from '../access/flags';
import { mayManageAccount } from './accountAdmin';

/**
 * Who may see and change which section of a profile (spec 1 §2 "Profile screen", §5 "Clothing
 * sizes", §6). The server's checks and the profile screen call these same functions with the
 * `can…` flags of the account, so the screen offers exactly what the server accepts.
 */
export interface ProfileViewer {
  id: number;
  level: number;
  shouldVerify: boolean;
  flags: RightFlags;
}

export interface ProfileSubject {
  id: number;
  clothingFrozen: boolean;
  canEditClothingSizes: boolean;
}

/** The sections of the profile screen with the flags that open them to staff. */
export const PROFILE_SECTIONS = {
  picture: { read: 'canReadUsersPicture', update: 'canUpdateUsersPicture' },
  personal: { read: 'canReadUsersPersonal', update: 'canUpdateUsersPersonal' },
  contact: { read: 'canReadUsersContact', update: 'canUpdateUsersContact' },
  address: { read: 'canReadUsersAddress', update: 'canUpdateUsersAddress' },
  privacy: { read: 'canReadUsersOther', update: 'canUpdateUsersOther' },
  clothing: { read: 'canReadUsersClothing', update: 'canUpdateUsersClothing' },
  remarks: { read: 'canReadUsersRemarks', update: 'canUpdateUsersRemarks' },
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** A staff flag counts only for a user who does not still have to verify their own data (spec 1 §4). */
function staffFlag(viewer: ProfileViewer, flag: string): boolean {
  if (viewer.shouldVerify && viewer.level !== 1) return false;
  return viewer.flags[flag] === true;
}

/** Reading a section: one's own (a participant sees all own sections), or its read flag. */
export const mayReadSection = (viewer: ProfileViewer, section: ProfileSection, subjectId: number): boolean =>
  viewer.id === subjectId || viewer.flags[PROFILE_SECTIONS[section].read] === true;

/** Staff's update flag for a section (`canUpdateUsersPersonal`, …). */
const staffMayUpdate = (viewer: ProfileViewer, section: ProfileSection): boolean => staffFlag(viewer, PROFILE_SECTIONS[section].update);

/** Changing a section: one's own, or the section's update flag. */
export const mayUpdateSection = (viewer: ProfileViewer, section: ProfileSection, subjectId: number): boolean =>
  viewer.id === subjectId || staffMayUpdate(viewer, section);

/**
 * Clothing sizes (spec 1 §5): frozen sizes only by level 1 with canUpdateUsersClothing; a level-0
 * user edits their own sizes only while `canEditClothingSizes` is set; staff need the flag.
 */
export function mayUpdateSizes(viewer: ProfileViewer, subject: ProfileSubject): boolean {
  if (subject.clothingFrozen) return viewer.level === 1 && staffMayUpdate(viewer, 'clothing');
  if (viewer.id !== subject.id) return staffMayUpdate(viewer, 'clothing');
  return viewer.level !== 0 || subject.canEditClothingSizes;
}

/** The person's own remark is written by the person only. */
export const mayUpdateOwnRemark = (viewer: ProfileViewer, subjectId: number): boolean => viewer.id === subjectId;

/** The organisation's remark about a person needs canUpdateUsersRemarks, also on one's own profile. */
export const mayUpdateOwnerRemarks = (viewer: ProfileViewer): boolean => staffMayUpdate(viewer, 'remarks');

/** What the profile screen offers one viewer for one profile. */
export interface ProfileAbilities {
  read: Record<ProfileSection, boolean>;
  update: Record<Exclude<ProfileSection, 'remarks' | 'clothing'>, boolean> & { clothing: boolean; ownRemark: boolean; ownerRemarks: boolean };
}

/**
 * What one viewer may do on one profile. Nothing is editable on an account of a higher level than
 * the viewer's (`mayManageAccount`), as the server refuses every such save.
 */
export function profileAbilities(viewer: ProfileViewer, subject: ProfileSubject & { level: number }): ProfileAbilities {
  const sections = Object.keys(PROFILE_SECTIONS) as ProfileSection[];
  const read = Object.fromEntries(sections.map((s) => [s, mayReadSection(viewer, s, subject.id)])) as Record<ProfileSection, boolean>;
  const manageable = mayManageAccount(viewer, subject);
  const update = (s: ProfileSection) => manageable && mayUpdateSection(viewer, s, subject.id);
  return {
    read,
    update: {
      picture: update('picture'),
      personal: update('personal'),
      contact: update('contact'),
      address: update('address'),
      privacy: update('privacy'),
      clothing: manageable && mayUpdateSizes(viewer, subject),
      ownRemark: manageable && mayUpdateOwnRemark(viewer, subject.id),
      ownerRemarks: manageable && mayUpdateOwnerRemarks(viewer),
    },
  };
}
