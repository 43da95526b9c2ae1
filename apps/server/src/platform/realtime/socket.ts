import { AREA_ROOM, type ClientEvents, type ServerEventArgs, type ServerEventName, type ServerToClient, type VerifyAnswer } from '@coulisse/shared/realtime/events';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { findSession } from '../auth/sessions';
import type { Db } from '../db/client';

export type { VerifyAnswer };

/**
 * Rooms (ARCHITECTURE §1): `user:<id>`, `session:<id>`, `project:<id>`, `repetition:<id>`,
 * `order:<id>`. Services emit through `Realtime` after their transaction commits; the event and
 * its payload are checked against the one event map (`@coulisse/shared/realtime/events`).
 */
export interface Realtime {
  emit<E extends ServerEventName>(room: string, event: E, ...payload: ServerEventArgs<E>): void;
  /** Tells the sockets of revoked sessions to log out (spec 1 §4), then disconnects them. */
  endSessions(sessionIds: readonly number[]): void;
  /**
   * Adds one socket to a room (e.g. `repetition:<id>` after the route checked the right), only
   * when that socket is signed in as `userId`.
   */
  join?(socketId: string, room: string, userId: number): void;
}

/** For tests and scripts without a socket server: remembers what would have been sent. */
export class RecordingRealtime implements Realtime {
  readonly sent: { room: string; event: ServerEventName; payload: unknown }[] = [];
  emit<E extends ServerEventName>(room: string, event: E, ...payload: ServerEventArgs<E>): void {
    this.sent.push({ room, event, payload: payload[0] });
  }
  endSessions(sessionIds: readonly number[]): void {
    for (const id of sessionIds) this.emit(`session:${id}`, 'logout');
  }
  readonly joined: { socketId: string; room: string; userId: number }[] = [];
  join(socketId: string, room: string, userId: number): void {
    this.joined.push({ socketId, room, userId });
  }
}

export class SocketRealtime implements Realtime {
  constructor(readonly io: SocketServer) {}
  emit<E extends ServerEventName>(room: string, event: E, ...payload: ServerEventArgs<E>): void {
    // Socket.IO cannot narrow a generic event name to its listener; `Realtime.emit` checked the pair.
    const broadcast = this.io.to(room) as unknown as { emit(event: string, ...args: unknown[]): boolean };
    broadcast.emit(event, ...payload);
  }
  join(socketId: string, room: string, userId: number): void {
    void this.io
      .in(socketId)
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) if (socket.data.session?.userId === userId) socket.join(room);
      })
      .catch((err: unknown) => console.error('[socket] join', err));
  }
  endSessions(sessionIds: readonly number[]): void {
    if (!sessionIds.length) return;
    const rooms = sessionIds.map((id) => `session:${id}`);
    this.io.to(rooms).emit('logout');
    // A revoked session keeps no live socket, so it cannot receive any room's events any more.
    // Packets to one socket stay in order (also through Redis: one publisher, one subscriber
    // connection), so the client reads `logout` before the disconnect.
    this.io.in(rooms).disconnectSockets(true);
  }
}

interface SocketData {
  /** The handshake token while its session is live; null for an anonymous socket. */
  token: string | null;
  session: { userId: number; sessionId: number } | null;
}

/** Events both ways come from the one map in shared; the data attached to a socket is typed. */
export type SocketServer = Server<ClientEvents, ServerToClient, DefaultEventsMap, SocketData>;
type AppSocket = Socket<ClientEvents, ServerToClient, DefaultEventsMap, SocketData>;

const MAX_TOKEN = 200;

/** A token given as `"<token>"` or `{token: "<token>"}`; null when none was given. */
function tokenOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'token' in value && typeof value.token === 'string') return value.token;
  return null;
}

async function liveSession(db: Db, token: string): Promise<SocketData['session']> {
  if (!token || token.length > MAX_TOKEN) return null;
  const found = await findSession(db, token);
  return found ? { userId: found.user.id, sessionId: found.sessionId } : null;
}

/**
 * `VERIFY_TOKEN` (spec 1 §4): answers 200 for a live session and 404 for an unknown, expired or
 * revoked one, so the client logs out. A database failure answers 500: it must not log anybody
 * out. The token comes from the payload or, without one, from the handshake; the answer goes to
 * the acknowledgement callback, or back as a `VERIFY_TOKEN` event when the client gave none.
 */
async function verifyToken(db: Db, socket: AppSocket, args: unknown[]): Promise<void> {
  const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: VerifyAnswer) => void) : null;
  const token = tokenOf(args[0]) ?? socket.data.token;
  let answer: VerifyAnswer;
  try {
    answer = { status: token !== null && (await liveSession(db, token)) ? 200 : 404 };
  } catch (err) {
    console.error('[socket] verify token', err);
    answer = { status: 500 };
  }
  if (answer.status === 404 && token !== null && token === socket.data.token) {
    // The socket's own session ended without a logout event (it expired): stop its user events.
    socket.data.token = null;
    socket.data.session = null;
    for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
  }
  if (ack) ack(answer);
  else socket.emit('VERIFY_TOKEN', answer);
}

/**
 * Socket.IO at /websocket. The handshake carries the session token (`auth.token`); the session is
 * looked up in a middleware, before the connection is accepted, so every event handler exists
 * from the first packet on (a handler added after an await misses packets sent meanwhile). An
 * authenticated socket joins its user and session rooms and gets `connected {authenticated: true}`;
 * an anonymous one gets `{authenticated: false}`. When the session store cannot be read the
 * connection is refused with `connect_error` "unavailable" rather than silently anonymous.
 * With a Redis URL, events reach the sockets of every instance sharing that Redis and `redisKey`.
 */
export async function attachSocket(
  server: HttpServer,
  db: Db,
  redisUrl: string | null,
  options: { redisKey?: string } = {},
): Promise<{ io: SocketServer; close(): Promise<void> }> {
  const io: SocketServer = new Server(server, { path: '/websocket', serveClient: false, cors: { origin: true } });
  const clients: { quit(): Promise<unknown> }[] = [];
  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err: unknown) => console.error('[socket] redis', err));
    sub.on('error', (err: unknown) => console.error('[socket] redis', err));
    await Promise.all([pub.connect(), sub.connect()]);
    clients.push(pub, sub);
    // Our own channel prefix, so another Socket.IO app on the same Redis never hears our events.
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'coulisse' }));
    // The adapter subscribes without waiting for Redis' answer. Redis answers one connection in
    // order, so once this later subscription is confirmed the adapter's are too, and no event
    // another instance publishes after start-up is missed.
    const barrier = `coulisse:socket-ready:${process.pid}:${Date.now()}`;
    await sub.subscribe(barrier, () => undefined);
    await sub.unsubscribe(barrier);
  }

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
    socket.data.token = null;
    socket.data.session = null;
    if (token === null) return next();
    liveSession(db, token).then(
      (session) => {
        if (session) Object.assign(socket.data, { token, session });
        next();
      },
      (err: unknown) => {
        console.error('[socket] session lookup', err);
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', async (socket) => {
    socket.on('VERIFY_TOKEN', (...args: unknown[]) => void verifyToken(db, socket, args));
    // Area rooms are joined through the areas' `…/live` routes (which check the right) and left
    // here when a screen closes; the user's own rooms cannot be left, anything else is ignored.
    socket.on('leave', (room: unknown) => {
      if (typeof room === 'string' && AREA_ROOM.test(room)) void socket.leave(room);
    });
    const session = socket.data.session;
    if (session) await socket.join([`user:${session.userId}`, `session:${session.sessionId}`]);
    socket.emit('connected', { authenticated: session !== null });
  });

  return {
    io,
    async close() {
      await io.close();
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
