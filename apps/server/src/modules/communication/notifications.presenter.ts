import type { NotificationItem } from '@coulisse/shared/schemas/communication';
import type { NotificationRow } from './notifications.repository';

export type NotificationListRow = Omit<NotificationRow, 'userId'>;

export function presentNotification(row: NotificationListRow): NotificationItem {
  return {
    id: row.id,
    category: row.category,
    label: row.label,
    notification: row.notification,
    projectId: row.projectId,
    subjectUserId: row.subjectUserId,
    read: row.read,
    creationDt: row.creationDt.toISOString(),
  };
}
