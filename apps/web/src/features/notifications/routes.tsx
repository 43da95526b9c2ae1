import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../projects/components/projectScreen';
import { lazyNamed } from '../../app/screens/lazyNamed';

const NotificationsScreen = lazyNamed(() => import('./routes/NotificationsScreen'), 'NotificationsScreen');
const ProjectNotificationsScreen = lazyNamed(() => import('./routes/ProjectNotificationsScreen'), 'ProjectNotificationsScreen');

/**
 * Notifications (spec 2 §2): every signed-in user has their own, whatever their rights (the
 * server scopes each call to the caller). The top-bar bell appears where `/meldingen` is a screen;
 * the project's page is the `notifications` entry of `projectNav.ts`.
 */
export const notificationsScreens: readonly Screen[] = [
  { path: '/meldingen', element: <NotificationsScreen />, access: 'signedIn' },
  projectScreen('notifications', <ProjectNotificationsScreen />),
];
