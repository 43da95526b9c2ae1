import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../../app/project/projectScreen';
import { projectMessagesPage, projectNotificationsPage } from './tabs';
import { lazyNamed } from '../../app/screens/lazyNamed';
import { NOTIFICATIONS_PATH } from './paths';

const NotificationsScreen = lazyNamed(() => import('./routes/NotificationsScreen'), 'NotificationsScreen');
const ProjectNotificationsScreen = lazyNamed(() => import('./routes/ProjectNotificationsScreen'), 'ProjectNotificationsScreen');
const OutboxScreen = lazyNamed(() => import('./routes/OutboxScreen'), 'OutboxScreen');
const MailTemplatesScreen = lazyNamed(() => import('./routes/MailTemplatesScreen'), 'MailTemplatesScreen');
const UnsubscribeScreen = lazyNamed(() => import('./routes/UnsubscribeScreen'), 'UnsubscribeScreen');
const MessagesScreen = lazyNamed(() => import('./routes/MessagesScreen'), 'MessagesScreen');
const MessageScreen = lazyNamed(() => import('./routes/MessageScreen'), 'MessageScreen');
const ProjectMessagesScreen = lazyNamed(() => import('./routes/ProjectMessagesScreen'), 'ProjectMessagesScreen');
const ReadReportScreen = lazyNamed(() => import('./routes/ReadReportScreen'), 'ReadReportScreen');

/**
 * Communication. Notifications (spec 2 §2): every signed-in user has their own, whatever their
 * rights (the server scopes each call to the caller). The top-bar bell appears where `/meldingen`
 * is a screen; the project's page is `projectNotificationsPage` (tabs.tsx). The outbox of
 * sent mails is for level 1 (ARCHITECTURE §2): the menu item "Verzonden mails" appears because
 * `/verzonden-mails` is listed here; so is "Mailsjablonen" for `/mail-sjablonen` (level 1).
 * `/afmelden` is the unsubscribe link of every bulk mail, open to anyone. Messages (spec 2 §2): every signed-in user reads their own at
 * `/berichten` (menu "Nieuws"); staff have the project's "Berichten" tab and its read report.
 */
export const communicationScreens: readonly Screen[] = [
  { path: NOTIFICATIONS_PATH, element: <NotificationsScreen />, access: 'signedIn' },
  projectScreen(projectNotificationsPage, <ProjectNotificationsScreen />),
  { path: '/verzonden-mails', element: <OutboxScreen />, access: 'signedIn', availableFor: (u) => u.level === 1 },
  { path: '/mail-sjablonen', element: <MailTemplatesScreen />, access: 'signedIn', availableFor: (u) => u.level === 1 },
  { path: '/afmelden', element: <UnsubscribeScreen />, access: 'public' },
  { path: '/berichten', element: <MessagesScreen />, access: 'signedIn' },
  { path: '/berichten/:id', element: <MessageScreen />, access: 'signedIn' },
  projectScreen(projectMessagesPage, <ProjectMessagesScreen />),
  projectScreen(projectMessagesPage, <ReadReportScreen />, ':messageId/gelezen'),
];
