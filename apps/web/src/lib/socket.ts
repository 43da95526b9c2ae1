import { TOKEN_VERIFY_POLL_MS } from '@coulisse/shared/rules/constants';
import { io } from 'socket.io-client';

/** The part of a Socket.IO client the session watcher uses (so tests can hand in a fake). */
export interface SessionSocket {
  readonly connected: boolean;
  emit(event: 'VERIFY_TOKEN', token: string, ack: (answer: { status?: number } | undefined) => void): unknown;
  on(event: 'logout' | 'disconnect', listener: () => void): unknown;
  off(event: 'logout' | 'disconnect', listener: () => void): unknown;
  disconnect(): unknown;
}

export interface SessionWatchHandlers {
  /** VERIFY_TOKEN answered 404: the token expired or was revoked. */
  onExpired(): void;
  /** The server ended this session (signed off elsewhere, password reset). */
  onLogout(): void;
}

export const connectSocket = (token: string): SessionSocket =>
  io({ path: '/websocket', auth: { token }, reconnection: true, transports: ['websocket', 'polling'] });

/**
 * Watches a session over the live connection (spec 1 §4): every 300 ms it checks whether the
 * socket is connected; once it is, the token is verified, and again after every reconnect.
 */
export function watchSession(token: string, handlers: SessionWatchHandlers, connect: (token: string) => SessionSocket = connectSocket): () => void {
  const socket = connect(token);
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  const verify = () => {
    if (!socket.connected) return;
    stopPolling();
    socket.emit('VERIFY_TOKEN', token, (answer) => {
      if (!stopped && answer?.status === 404) handlers.onExpired();
    });
  };
  const stopPolling = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const startPolling = () => {
    if (!timer && !stopped) timer = setInterval(verify, TOKEN_VERIFY_POLL_MS);
  };
  const onLogout = () => {
    if (!stopped) handlers.onLogout();
  };

  socket.on('logout', onLogout);
  socket.on('disconnect', startPolling);
  startPolling();

  return () => {
    stopped = true;
    stopPolling();
    socket.off('logout', onLogout);
    socket.off('disconnect', startPolling);
    socket.disconnect();
  };
}
