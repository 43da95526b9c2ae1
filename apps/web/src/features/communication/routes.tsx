import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../../app/project/projectScreen';
import { projectMessagesPage, projectNotificationsPage } from './tabs';
import { lazyNamed } from '../../app/screens/lazyNamed';

const NotificationsScreen = lazyNamed(() => import('./routes/NotificationsScreen'), 'NotificationsScreen');
const ProjectNotificationsScreen = lazyNamed(() => import('./routes/ProjectNotificationsScreen'), 'ProjectNotificationsScreen');
const OutboxScreen = lazyNamed(() => import('./routes/OutboxScreen'), 'OutboxScreen');
const MessagesScreen = lazyNamed(() => import('./routes/MessagesScreen'), 'MessagesScreen');
const MessageScreen = lazyNamed(() => import('./routes/MessageScreen'), 'MessageScreen');
const ProjectMessagesScreen = lazyNamed(() => import('./routes/ProjectMessagesScreen'), 'ProjectMessagesScreen');
const ReadReportScreen = lazyNamed(() => import('./routes/ReadReportScreen'), 'ReadReportScreen');

/**
 * Communication. Notifications (spec 2 §2): every signed-in user has their own, whatever their
 * rights (the server scopes each call to the caller). The top-bar bell appears where `/meldingen`
 * is a screen; the project's page is `projectNotificationsPage` (tabs.tsx). The outbox of
 * sent mails is for level 1 (ARCHITECTURE §2): the menu item "Verzonden mails" appears because
 * `/verzonden-mails` is listed here. Messages (spec 2 §2): every signed-in user reads their own at
 * `/berichten` (menu "Nieuws"); staff have the project's "Berichten" tab and its read report.
 */
export const communicationScreens: readonly Screen[] = [
  { path: '/meldingen', element: <NotificationsScreen />, access: 'signedIn' },
  projectScreen(projectNotificationsPage, <ProjectNotificationsScreen />),
  { path: '/verzonden-mails', element: <OutboxScreen />, access: 'signedIn', availableFor: (u) => u.level === 1 },
  { path: '/berichten', element: <MessagesScreen />, access: 'signedIn' },
  { path: '/berichten/:id', element: <MessageScreen />, access: 'signedIn' },
  projectScreen(projectMessagesPage, <ProjectMessagesScreen />),
  projectScreen(projectMessagesPage, <ReadReportScreen />, ':messageId/gelezen'),
];
