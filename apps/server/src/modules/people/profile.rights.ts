import { deriveFlags } from '@coulisse/shared/access/flags';
import * as rules from '@coulisse/shared/rules/profile';
import type { ProfileSection, ProfileSubject, ProfileViewer } from '@coulisse/shared/rules/profile';
import type { Auth } from '../../platform/auth/sessions';

/** The profile sections (spec 1 §2) as the saves and the history name them. */
export type Section = ProfileSection;

/** The caller as the shared profile rules see them: the same `can…` flags the client gets. */
function viewerOf(auth: Auth): ProfileViewer {
  return { id: auth.user.id, level: auth.user.level, shouldVerify: auth.user.shouldVerify, flags: deriveFlags(auth.rights) };
}

/** Clothing sizes (spec 1 §5), decided on the stored (locked) profile. */
export const mayUpdateSizes = (auth: Auth, target: ProfileSubject): boolean => rules.mayUpdateSizes(viewerOf(auth), target);

/** Remarks: the person writes their own `remarks`; `ownerRemarks` needs canUpdateUsersRemarks. */
export function mayUpdateRemarks(auth: Auth, userId: number, fields: { remarks?: unknown; ownerRemarks?: unknown }): boolean {
  const viewer = viewerOf(auth);
  if (fields.remarks !== undefined && !rules.mayUpdateOwnRemark(viewer, userId)) return false;
  if (fields.ownerRemarks !== undefined && !rules.mayUpdateOwnerRemarks(viewer)) return false;
  return true;
}
