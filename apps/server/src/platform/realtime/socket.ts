import { createAdapter } from '@socket.io/redis-adapter';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { findSession } from '../auth/sessions';

/**
 * Rooms (ARCHITECTURE §1): `user:<id>`, `session:<id>`, `project:<id>`, `repetition:<id>`,
 * `order:<id>`. Services emit through `Realtime` after their transaction commits.
 */
export interface Realtime {
  emit(room: string, event: string, payload?: unknown): void;
}

/** For tests and scripts without a socket server: remembers what would have been sent. */
export class RecordingRealtime implements Realtime {
  readonly sent: { room: string; event: string; payload: unknown }[] = [];
  emit(room: string, event: string, payload?: unknown): void {
    this.sent.push({ room, event, payload });
  }
}

export class SocketRealtime implements Realtime {
  constructor(readonly io: Server) {}
  emit(room: string, event: string, payload?: unknown): void {
    this.io.to(room).emit(event, payload);
  }
}

/**
 * Socket.IO at /websocket. The handshake carries the session token (`auth.token`); a socket joins
 * its user and session rooms. `VERIFY_TOKEN` answers `{status: 200}` or `{status: 404}` for an
 * expired or revoked token (spec 1 §4), so the client can log out.
 */
export async function attachSocket(server: HttpServer, db: Db, redisUrl: string | null): Promise<{ io: Server; close(): Promise<void> }> {
  const io = new Server(server, { path: '/websocket', serveClient: false, cors: { origin: true } });
  const clients: { quit(): Promise<unknown> }[] = [];
  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err: unknown) => console.error('[socket] redis', err));
    sub.on('error', (err: unknown) => console.error('[socket] redis', err));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    clients.push(pub, sub);
  }

  io.on('connection', async (socket) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const session = token ? await findSession(db, token).catch(() => null) : null;
    if (session) {
      await socket.join([`user:${session.user.id}`, `session:${session.sessionId}`]);
    }
    socket.emit('connected', { authenticated: Boolean(session) });

    socket.on('VERIFY_TOKEN', async (payload: unknown, ack?: (answer: { status: number }) => void) => {
      const t = typeof payload === 'string' ? payload : ((payload as { token?: unknown } | null)?.token ?? token);
      const found = typeof t === 'string' ? await findSession(db, t).catch(() => null) : null;
      if (typeof ack === 'function') ack({ status: found ? 200 : 404 });
      else socket.emit('VERIFY_TOKEN', { status: found ? 200 : 404 });
    });
  });

  return {
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
