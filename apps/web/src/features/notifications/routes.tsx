import type { Screen } from '../../app/screens/screens';
import { NotificationsScreen } from './routes/NotificationsScreen';

/**
 * Notifications (spec 2 §2): every signed-in user has their own, whatever their rights (the
 * server scopes each call to the caller). The top-bar bell appears where `/meldingen` is a screen.
 */
export const notificationsScreens: readonly Screen[] = [
  { path: '/meldingen', element: <NotificationsScreen />, access: 'signedIn' },
  { path: '/projecten/:projectId/meldingen', element: <NotificationsScreen />, access: 'signedIn' },
];
