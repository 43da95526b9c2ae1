import type { NotificationItem, UnreadNotifications } from '@coulisse/shared/schemas/communication';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { emitUnreadChanged } from './notifications.engine';
import { presentNotification } from './notifications.presenter';
import { countUnread, markAllOwnRead, markOwn, newestUnread, viewOwn } from './notifications.repository';

/** The top bar: unread count and the newest unread notifications (spec 1 §9). */
export async function unreadOf(ctx: AppContext, auth: Auth): Promise<UnreadNotifications> {
  const [counts, rows] = await Promise.all([countUnread(ctx.db, [auth.user.id]), newestUnread(ctx.db, auth.user.id)]);
  return { count: counts.get(auth.user.id) ?? 0, items: rows.map(presentNotification) };
}

/** Opens one of the caller's notifications; viewing marks it read (spec 1 §4). */
export async function viewNotification(ctx: AppContext, auth: Auth, id: number): Promise<NotificationItem> {
  const row = await viewOwn(ctx.db, auth.user.id, id);
  if (!row) throw notFound();
  await emitUnreadChanged(ctx, auth.user.id);
  return presentNotification(row);
}

/** Bulk mark read or unread; ids of other users' notifications are ignored. */
export async function markNotifications(ctx: AppContext, auth: Auth, ids: readonly number[], read: boolean): Promise<{ updated: number }> {
  const updated = await markOwn(ctx.db, auth.user.id, ids, read);
  if (updated) await emitUnreadChanged(ctx, auth.user.id);
  return { updated };
}

/** 'Alles als gelezen markeren' in the top bar: every unread one, not only the ten shown. */
export async function markAllRead(ctx: AppContext, auth: Auth): Promise<{ updated: number }> {
  const updated = await markAllOwnRead(ctx.db, auth.user.id);
  if (updated) await emitUnreadChanged(ctx, auth.user.id);
  return { updated };
}
