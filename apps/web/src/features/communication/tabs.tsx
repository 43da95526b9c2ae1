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

export const communicationTabs: readonly Tab[] = [projectNotificationsPage];
