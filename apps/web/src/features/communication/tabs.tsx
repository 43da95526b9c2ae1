import { has, type ProjectPage, type Tab } from '../../app/tabs/tabs';

/** The caller's own notifications of a project, a toolbar link of the project page (spec 2 §2). */
export const projectNotificationsPage: ProjectPage = {
  host: 'project',
  key: 'notifications',
  labelKey: 'notifications.title',
  path: 'meldingen',
  kind: 'action',
  order: 80,
  available: has('canReadNotifications'),
};

/** The "Berichten" tab of the project page (spec 2 §2: after repetities, before afspraken). */
export const projectMessagesPage: ProjectPage = {
  host: 'project',
  key: 'messages',
  labelKey: 'messages.title',
  path: 'berichten',
  kind: 'tab',
  order: 70,
  available: has('canReadMessages'),
};

export const communicationTabs: readonly Tab[] = [projectNotificationsPage, projectMessagesPage];
