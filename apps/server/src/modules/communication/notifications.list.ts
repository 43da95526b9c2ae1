import { CATEGORY_MAX } from '@coulisse/shared/notifications/categories';
import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import { rowId } from '@coulisse/shared/schemas/lists';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema/index';
import { containsPattern, foldSql } from '../../platform/db/text';
import { defineFilter, type ListResource } from '../../platform/http/list';
import { presentNotification, type NotificationListRow } from './notifications.presenter';
import { emitUnreadChanged } from './notifications.engine';
import { removeOwn } from './notifications.repository';

/**
 * The plain text of a stored notification: its HTML is escaped catalogue text with escaped values
 * (`notifications.texts.ts`), so stripping the tags and decoding the five escapes (`&amp;` last)
 * gives back what the reader sees.
 */
const plainText = sql`replace(replace(replace(replace(replace(regexp_replace(${notifications.notification}, '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;

/** Free text on label and text, accent- and case-insensitive ('jose' finds 'José'); a user's own notifications are few enough to scan. */
const textMatches = (text: string) => or(sql`${foldSql(notifications.label)} like ${containsPattern(text)}`, sql`${foldSql(plainText)} like ${containsPattern(text)}`);

/**
 * GET /api/notifications and friends (spec 1 §7, §9): always the caller's own notifications. The
 * scope, not a right, keeps them private: every signed-in account has a list of its own, and
 * nobody reads or deletes another's. Deleting tells the caller's other tabs the new unread count.
 */
export const notificationsList: ListResource<NotificationListRow, NotificationItem> = {
  plural: 'notifications',
  single: 'notification',
  tags: ['communication'],
  access: { read: 'authenticated', delete: 'authenticated' },
  table: notifications,
  columns: {
    id: notifications.id,
    category: notifications.category,
    label: notifications.label,
    notification: notifications.notification,
    projectId: notifications.projectId,
    subjectUserId: notifications.subjectUserId,
    read: notifications.read,
    creationDt: notifications.creationDt,
  },
  scope: (auth) => eq(notifications.userId, auth.user.id),
  filters: {
    category: defineFilter(z.number().int().min(1).max(CATEGORY_MAX), (v) => eq(notifications.category, v)),
    read: defineFilter(z.union([z.literal(0), z.literal(1)]), (v) => eq(notifications.read, v === 1)),
    project: defineFilter(rowId, (v) => eq(notifications.projectId, v)),
    text: defineFilter(z.string().trim().max(100), (v) => (v ? textMatches(v) : undefined)),
  },
  // Spec 1 §9: without filters the list shows the unread ones.
  defaultFilters: { read: 0 },
  sorts: { creationDt: notifications.creationDt, category: notifications.category },
  defaultSort: 'creationDt:desc',
  idColumn: notifications.id,
  present: presentNotification,
  remove: async (ctx, ids, auth) => {
    const removed = await removeOwn(ctx.db, auth.user.id, ids);
    if (removed) await emitUnreadChanged(ctx, auth.user.id);
    return removed;
  },
};
