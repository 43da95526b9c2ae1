import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { requestDownloadToken } from '../../../components/ui/list/download';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';

/**
 * Opens the order's PDF in a new window (spec 3 §2). The window is opened at once, inside the
 * click, so popup blockers allow it; it is pointed at the PDF once the single-use download token
 * is there (a new window cannot send the bearer header).
 */
export function useOpenPdf(): (orderId: number) => void {
  return useCallback((orderId: number) => {
    const win = window.open('', '_blank');
    const path = `/api/order/${orderId}/pdf`;
    requestDownloadToken(path)
      .then(({ token }) => {
        const url = `${path}?token=${encodeURIComponent(token)}`;
        if (win) win.location.href = url;
        else window.location.assign(url);
      })
      .catch((error: unknown) => {
        win?.close();
        notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : GENERIC_ERROR });
      });
  }, []);
}
