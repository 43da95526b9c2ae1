import { importProgress, type ImportProgress } from '@coulisse/shared/schemas/volunteers';
import { io } from 'socket.io-client';

export type ProgressListener = (progress: Pick<ImportProgress, 'done' | 'total'>) => void;

/** How long an import waits for its progress connection before it starts without one. */
const CONNECT_WAIT_MS = 1500;

/**
 * Listens for `IMPORT_PROGRESS` of one import (its uuid) on a connection of its own, opened with
 * the session token, so it joins the user's room like the session socket. Resolves once the
 * server greeted the connection (or after a short wait: the import then runs without progress),
 * with the function that closes it.
 */
export function listenImportProgress(token: string, uuid: string, listener: ProgressListener): Promise<() => void> {
  const socket = io({ path: '/websocket', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('IMPORT_PROGRESS', (payload: unknown) => {
    const parsed = importProgress.safeParse(payload);
    if (parsed.success && parsed.data.uuid === uuid) listener(parsed.data);
  });
  const close = () => {
    socket.disconnect();
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(close), CONNECT_WAIT_MS);
    socket.once('connected', () => {
      clearTimeout(timer);
      resolve(close);
    });
  });
}
