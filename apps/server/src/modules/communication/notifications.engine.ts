import type { PersonalNotice, NotificationSubRight } from '@coulisse/shared/notifications/categories';
import type { NotificationEvent } from '@coulisse/shared/schemas/communication';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { countUnread, insertNotifications } from './notifications.repository';
import { findRecipients } from './recipients.repository';
import { renderNotice, renderNotification, type NotificationParams, type NotificationTextKey } from './notifications.texts';

export interface NotifyInput<K extends NotificationSubRight, T extends NotificationTextKey = K> {
  subRight: K;
  /** A variant of the category's text; by default its own. */
  text?: T;
  /** The project the change happened in: that project's roles count too. */
  projectId?: number | null;
  /** The person the notification is about, for links. */
  subjectUserId?: number | null;
  params: NotificationParams<T>;
  /** Usually the person who made the change: nobody is told about their own action. */
  excludeUserId?: number | null;
}

/**
 * Writes one notification per recipient in the caller's transaction, so it exists exactly when the
 * change does (shared ARCHITECTURE §6). Returns the recipients; pass them to `emitNotifications`
 * once the transaction has committed.
 */
export async function notify<K extends NotificationSubRight, T extends NotificationTextKey = K>(tx: DbOrTx, input: NotifyInput<K, T>): Promise<number[]> {
  const projectId = input.projectId ?? null;
  const recipients = await findRecipients(tx, input.subRight, projectId, input.excludeUserId ?? null);
  if (!recipients.length) return [];
  const content = renderNotification(input.subRight, input.params, input.text);
  await insertNotifications(tx, recipients.map((userId) => ({ userId, projectId, subjectUserId: input.subjectUserId ?? null, ...content })));
  return recipients;
}

/** Notices written per statement when many go out at once (a message to a whole project). */
const NOTICE_BATCH = 1000;

/**
 * Writes one notice to each of the given people (the recipients of a project message), in the
 * caller's transaction; pass them to `emitNotifications` once it has committed.
 */
export async function notice<N extends PersonalNotice & NotificationTextKey>(tx: DbOrTx, name: N, input: { userIds: readonly number[]; projectId: number | null; params: NotificationParams<N> }): Promise<void> {
  const content = renderNotice(name, input.params);
  for (let start = 0; start < input.userIds.length; start += NOTICE_BATCH) {
    await insertNotifications(tx, input.userIds.slice(start, start + NOTICE_BATCH).map((userId) => ({ userId, projectId: input.projectId, subjectUserId: null, ...content })));
  }
}

/**
 * After commit: tells each recipient's sockets (room `user:<id>`) that a notification arrived,
 * with their unread count for the badge; the client shows 'U heeft een nieuwe melding ontvangen'.
 */
export async function emitNotifications(ctx: Pick<AppContext, 'db' | 'realtime'>, recipientIds: readonly number[]): Promise<void> {
  if (!recipientIds.length) return;
  const unread = await countUnread(ctx.db, recipientIds);
  for (const userId of recipientIds) {
    const payload: NotificationEvent = { unread: unread.get(userId) ?? 0 };
    ctx.realtime.emit(`user:${userId}`, 'notification', payload);
  }
}

/**
 * After the caller's own notifications changed (read, unread, deleted): tells all their tabs and
 * devices the new unread count (`notifications_changed` {unread} to `user:<id>`), so every badge
 * follows without a notice.
 */
export async function emitUnreadChanged(ctx: Pick<AppContext, 'db' | 'realtime'>, userId: number): Promise<void> {
  const unread = await countUnread(ctx.db, [userId]);
  const payload: NotificationEvent = { unread: unread.get(userId) ?? 0 };
  ctx.realtime.emit(`user:${userId}`, 'notifications_changed', payload);
}
