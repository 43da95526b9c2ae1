import type { Screen } from '../../app/screens/screens';

/**
 * The outbox of sent mails for level 1 (ARCHITECTURE §2). The menu item "Verzonden mails"
 * appears as soon as `/verzonden-mails` is listed here.
 */
export const outboxScreens: readonly Screen[] = [];
