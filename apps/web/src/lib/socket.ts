import { TOKEN_VERIFY_POLL_MS } from '@coulisse/shared/rules/constants';
import { AREA_EVENTS, serverEventSchemas, type VerifyAnswer } from '@coulisse/shared/realtime/events';
import { io } from 'socket.io-client';
import { liveEvents, type LiveEventName, type LiveEvents } from './liveEvents';
import { liveRooms } from './liveRooms';

type SocketEvent = 'connected' | 'logout' | 'disconnect' | LiveEventName;

/**
 * The part of a Socket.IO client the session uses (so tests can hand in a fake). It is the one
 * connection of a signed-in tab: the session watch, the area events and the area rooms all go
 * through it.
 */
export interface SessionSocket {
  readonly connected: boolean;
  readonly id: string | undefined;
  emit(event: 'VERIFY_TOKEN', token: string, ack: (answer: VerifyAnswer | undefined) => void): unknown;
  emit(event: 'leave', room: string): unknown;
  /** `logout` and `disconnect` carry nothing; `connected` and the area events their payload. */
  on(event: SocketEvent, listener: (payload?: unknown) => void): unknown;
  off(event: SocketEvent, listener: (payload?: unknown) => void): unknown;
  disconnect(): unknown;
}

export interface SessionWatchHandlers {
  /** VERIFY_TOKEN answered 404: the token expired or was revoked. */
  onExpired(): void;
  /** The server ended this session (signed off elsewhere, password reset). */
  onLogout(): void;
}

const connectSocket = (token: string): SessionSocket =>
  io({ path: '/websocket', auth: { token }, reconnection: true, transports: ['websocket', 'polling'] });

/** A payload from the network as the event map describes it, or null when it is not. */
function checked<K extends LiveEventName>(event: K, payload: unknown): LiveEvents[K] | null {
  const parsed = serverEventSchemas[event].safeParse(payload);
  return parsed.success ? (parsed.data as LiveEvents[K]) : null;
}

/**
 * Watches a session over the live connection (spec 1 §4): every 300 ms it checks whether the
 * socket is connected; once it is, the token is verified, and again after every reconnect. Area
 * events with a well-formed payload are passed on to `liveEvents`; once the server greets the
 * socket (first connect and every reconnect) it joins the area rooms the open screens hold
 * (`liveRooms`).
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
  const onGreeting = (payload: unknown) => {
    if (!stopped && serverEventSchemas.connected.safeParse(payload).data?.authenticated) liveRooms.attach(socket);
  };

  socket.on('logout', onLogout);
  socket.on('disconnect', startPolling);
  socket.on('connected', onGreeting);
  const forwards = AREA_EVENTS.map((event) => {
    const forward = (payload: unknown) => {
      const valid = stopped ? null : checked(event, payload);
      if (valid !== null) liveEvents.emit(event, valid);
    };
    socket.on(event, forward);
    return () => socket.off(event, forward);
  });
  startPolling();

  return () => {
    stopped = true;
    stopPolling();
    liveRooms.detach(socket);
    socket.off('logout', onLogout);
    socket.off('disconnect', startPolling);
    socket.off('connected', onGreeting);
    for (const stop of forwards) stop();
    socket.disconnect();
  };
}
