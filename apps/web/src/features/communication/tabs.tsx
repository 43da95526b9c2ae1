import { lazyNamed } from '../../app/screens/lazyNamed';
import { has, type ProjectPage, type Tab } from '../../app/tabs/tabs';

const UnreadSection = lazyNamed(() => import('./components/UnreadSection'), 'UnreadSection');

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

/** The project's notifications link, and the unread notifications on the participant's home (20). */
export const communicationTabs: readonly Tab[] = [projectNotificationsPage, { host: 'home', key: 'unread', order: 20, render: () => <UnreadSection /> }];
