import { TOKEN_VERIFY_POLL_MS } from '@coulisse/shared/rules/constants';
import { io } from 'socket.io-client';
import { LIVE_EVENT_NAMES, liveEvents, type LiveEventName, type LiveEvents } from './liveEvents';

/** The part of a Socket.IO client the session watcher uses (so tests can hand in a fake). */
export interface SessionSocket {
  readonly connected: boolean;
  emit(event: 'VERIFY_TOKEN', token: string, ack: (answer: { status?: number } | undefined) => void): unknown;
  /** `logout` and `disconnect` carry nothing; area events carry their payload. */
  on(event: 'logout' | 'disconnect' | LiveEventName, listener: (payload?: unknown) => void): unknown;
  off(event: 'logout' | 'disconnect' | LiveEventName, listener: (payload?: unknown) => void): unknown;
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

const isUnreadCount = (p: unknown): boolean => {
  const unread = (p as { unread?: unknown } | null)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0;
};

// Payloads come from the network: only well-formed ones reach the listeners.
const isPayload: { [K in LiveEventName]: (payload: unknown) => payload is LiveEvents[K] } = {
  USER_IMAGE: (p): p is LiveEvents['USER_IMAGE'] => {
    const v = p as Partial<LiveEvents['USER_IMAGE']> | null;
    return typeof v?.userId === 'number' && (v.image === null || typeof v.image === 'string');
  },
  notification: (p): p is LiveEvents['notification'] => isUnreadCount(p),
  notifications_changed: (p): p is LiveEvents['notifications_changed'] => isUnreadCount(p),
};

/**
 * Watches a session over the live connection (spec 1 §4): every 300 ms it checks whether the
 * socket is connected; once it is, the token is verified, and again after every reconnect. Area
 * events (`USER_IMAGE`, …) are passed on to `liveEvents`.
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
  const forwards = LIVE_EVENT_NAMES.map((event) => {
    const forward = (payload: unknown) => {
      if (!stopped && isPayload[event](payload)) liveEvents.emit(event, payload);
    };
    socket.on(event, forward);
    return () => socket.off(event, forward);
  });
  startPolling();

  return () => {
    stopped = true;
    stopPolling();
    socket.off('logout', onLogout);
    socket.off('disconnect', startPolling);
    for (const stop of forwards) stop();
    socket.disconnect();
  };
}
