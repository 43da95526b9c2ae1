import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const OutboxScreen = lazyNamed(() => import('./routes/OutboxScreen'), 'OutboxScreen');

/**
 * The outbox of sent mails for level 1 (ARCHITECTURE §2). The menu item "Verzonden mails"
 * appears because `/verzonden-mails` is listed here.
 */
export const outboxScreens: readonly Screen[] = [
  { path: '/verzonden-mails', element: <OutboxScreen />, access: 'signedIn', availableFor: (u) => u.level === 1 },
];
