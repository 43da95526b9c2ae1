import type { NotificationItem } from '@coulisse/shared/schemas/notifications';
import { rowId } from '@coulisse/shared/schemas/lists';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema/index';
import { defineFilter, type ListResource } from '../../platform/http/list';
import { presentNotification, type NotificationListRow } from './notifications.presenter';
import { removeOwn } from './notifications.repository';

/**
 * GET /api/notifications and friends (spec 1 §7, §9): always the caller's own notifications. The
 * scope, not a right, keeps them private: every signed-in account has a list of its own, and
 * nobody reads or deletes another's.
 */
export const notificationsList: ListResource<NotificationListRow, NotificationItem> = {
  plural: 'notifications',
  single: 'notification',
  tags: ['notifications'],
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
    category: defineFilter(z.number().int().min(1).max(12), (v) => eq(notifications.category, v)),
    read: defineFilter(z.union([z.literal(0), z.literal(1)]), (v) => eq(notifications.read, v === 1)),
    project: defineFilter(rowId, (v) => eq(notifications.projectId, v)),
  },
  // Spec 1 §9: without filters the list shows the unread ones.
  defaultFilters: { read: 0 },
  sorts: { creationDt: notifications.creationDt, category: notifications.category },
  defaultSort: 'creationDt:desc',
  idColumn: notifications.id,
  present: presentNotification,
  remove: (ctx, ids, auth) => removeOwn(ctx.db, auth.user.id, ids),
};
