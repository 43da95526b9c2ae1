import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a toast from a module of the signed-in frame (`build/chunkGroups.ts`): the toasts' code
 * arrives with the toasts' host after the first screen (`app/Providers.tsx`), not with the frame a
 * phone waits for (issue 14). Other screens import `notifications` as usual.
 */
export function showToast(toast: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}
