import type { NotificationItem } from '@coulisse/shared/schemas/communication';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export function notificationItem(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 11,
    category: 6,
    label: 'Contactgegevens gewijzigd',
    notification: '<p>De contactgegevens van José Peeters werden gewijzigd.</p>',
    projectId: null,
    subjectUserId: 42,
    read: false,
    creationDt: minutesAgo(5),
    ...overrides,
  };
}

export const UNREAD = [
  notificationItem(),
  notificationItem({ id: 12, category: 1, label: 'Nieuwe medewerker', notification: '<p>Ann D&#39;hondt heeft zich geregistreerd.</p>', creationDt: minutesAgo(180) }),
];

export const listAnswer = (data: NotificationItem[], filters: object = {}) => ({ data, total: data.length, offset: 0, items: data.length, filters, message: null });

export { scriptedSocket } from '../../../test/socket';
