/**
 * Notification categories (spec 1 §9: categories 1 to 12). Each category belongs to one sub-right
 * of the `notifications` area (spec 1 §6), numbered in the order the spec lists them. The numbers
 * are stored in `notifications.category` and sent by the list filter, so they are written out
 * here rather than derived from the registry's order: reordering the registry must never renumber
 * stored notifications.
 */
export const NOTIFICATION_CATEGORIES = {
  new_users: 1,
  registration_updated: 2,
  registration_deleted: 3,
  repetition_signoff: 4,
  clothing_changed: 5,
  contactdetails_changed: 6,
  clothingdetails_changed: 7,
  userinfo_changed: 8,
  group_users_update: 9,
  cast_switch: 10,
  project_role_users_updated: 11,
  user_deleted: 12,
} as const;

export type NotificationSubRight = keyof typeof NOTIFICATION_CATEGORIES;

/**
 * Notices to one person about their own business, raised without a sub-right, numbered after the
 * spec's twelve (issue 13): the reminder of a rehearsal that calls them (13), a project message
 * to its recipients (14; its text is `notificationTexts.message`).
 */
export const PERSONAL_CATEGORIES = { repetition_reminder: 13, message: 14 } as const;
export type PersonalNotice = keyof typeof PERSONAL_CATEGORIES;
/** The highest stored category number. */
export const CATEGORY_MAX = 14;

export const NOTIFICATION_SUB_RIGHTS = Object.keys(NOTIFICATION_CATEGORIES) as NotificationSubRight[];

const bySubRight = new Map<number, NotificationSubRight>(NOTIFICATION_SUB_RIGHTS.map((s) => [NOTIFICATION_CATEGORIES[s], s]));

/** The sub-right of a stored category number; undefined outside 1–12. */
export const subRightOfCategory = (category: number): NotificationSubRight | undefined => bySubRight.get(category);

const byNotice = new Map<number, PersonalNotice>((Object.keys(PERSONAL_CATEGORIES) as PersonalNotice[]).map((n) => [PERSONAL_CATEGORIES[n], n]));
/** The personal notice of a stored category number beyond the sub-rights' (14: message). */
export const personalOfCategory = (category: number): PersonalNotice | undefined => byNotice.get(category);

/** The top bar shows at most this many unread notifications (spec 1 §9). */
export const UNREAD_SHOWN = 10;
