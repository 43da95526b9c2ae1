/**
 * Query keys of the notifications. The list and the top bar share `notificationsKey`, so one
 * invalidation refreshes both; a single notification lives outside it, because fetching it marks
 * it read and must not be repeated by every refresh.
 */
export const notificationsKey = ['notifications'] as const;
export const unreadNotificationsKey = ['notifications', 'unread'] as const;
export const notificationKey = (id: number) => ['notification', id] as const;

/** Every outbox query starts with this key; a retry refreshes list and preview together. */
export const mailsKey = ['mails'] as const;
export const mailKey = (id: number) => [...mailsKey, 'mail', id] as const;

/** The mail templates (level 1 keeps them; the mail screen reads them too). */
export const mailTemplatesKey = ['mail', 'templates'] as const;
/** Whether bulk mail reaches a person. */
export const mailSettingsKey = (userId: number) => ['user', userId, 'mail-settings'] as const;
/**
 * Query keys of the project messages: the own list, the Nieuws badge and a project's list share
 * `messagesKey`, so a new message or a read mark refreshes them together.
 */
export const messagesKey = ['messages'] as const;
export const unreadMessagesKey = ['messages', 'unread'] as const;
export const messageKey = (id: number) => ['messages', 'message', id] as const;
export const projectMessagesKey = (projectId: number) => ['messages', 'project', projectId] as const;
export const readReportKey = (projectId: number, messageId: number) => ['messages', 'report', projectId, messageId] as const;
export const messageSelectorKey = (projectId: number) => ['messages', 'selector', projectId] as const;
