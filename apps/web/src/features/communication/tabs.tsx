import { lazyNamed } from '../../app/screens/lazyNamed';
import { has, type ProfileTab, type ProjectPage, type Tab } from '../../app/tabs/tabs';

const MailSettingsTab = lazyNamed(() => import('./components/MailSettingsTab'), 'MailSettingsTab');

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

/** The person's mail setting (bulk mail on or off, issue 13): theirs, and staff with the contact right read it. */
const mailSettingsTab: ProfileTab = {
  host: 'profile',
  key: 'mail',
  labelKey: 'bulkMail.settingsTab',
  order: 90,
  availableFor: (viewer, userId) => viewer.id === userId || viewer.flags.canReadUsersContact === true,
  render: (userId) => <MailSettingsTab userId={userId} />,
  onOwnProfile: true,
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

/** The project's notifications link and messages tab, the mail setting, and the unread on the participant's home (20). */
export const communicationTabs: readonly Tab[] = [
  projectNotificationsPage,
  projectMessagesPage,
  mailSettingsTab,
  { host: 'home', key: 'unread', order: 20, render: () => <UnreadSection />,
    preload: UnreadSection.preload,
    prefetch: (client) => import('./api/get-unread-messages').then(({ prefetchUnreadMessages }) => prefetchUnreadMessages(client)),
  },
];
