import { z } from 'zod';
import { CATEGORY_MAX } from '../notifications/categories';
import { rowId } from './lists';

// The communication area (issue 12): the signed-in user's notifications and the level-1 mail outbox.

/** One notification of the signed-in user (spec 1 §3, spec 2 §3). `notification` is HTML built from escaped values. */
export const notificationItem = z.object({
  id: z.number().int(),
  category: z.number().int().min(1).max(CATEGORY_MAX),
  label: z.string(),
  notification: z.string(),
  projectId: z.number().int().nullable(),
  subjectUserId: z.number().int().nullable(),
  read: z.boolean(),
  creationDt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /api/notifications/unread: the badge count and the newest unread ones for the top bar. */
export const unreadNotifications = z.object({ count: z.number().int(), items: z.array(notificationItem) });
export type UnreadNotifications = z.infer<typeof unreadNotifications>;

/** PUT /api/notifications/read: bulk mark read (`read: true`) or unread. */
export const markNotificationsBody = z.object({ ids: z.array(rowId).min(1).max(1000), read: z.boolean() });
export type MarkNotificationsBody = z.infer<typeof markNotificationsBody>;

/**
 * Socket event `notification` in room `user:<id>`: a new one arrived; the client shows `notificationTexts.received`.
 * Event `notifications_changed` (same payload): the user read, unread or deleted some, in any tab or device.
 */
export { notificationEvent, type NotificationEvent } from '../realtime/events';

// ---- The mail outbox (level 1) ----

/** Where a mail of the outbox stands (ARCHITECTURE "Real time and mail"). */
export const mailStatus = z.enum(['queued', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatus>;

/** One row of GET /api/mails, the level-1 outbox. Timestamps are ISO-8601. */
export const mailListItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  status: mailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailListItem = z.infer<typeof mailListItem>;

/** GET /api/mail/{id}: the list row plus both bodies, for a preview. */
export const mailDetail = mailListItem.extend({ html: z.string(), text: z.string() });
export type MailDetail = z.infer<typeof mailDetail>;
