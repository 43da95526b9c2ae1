import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket as ClientSocket } from 'socket.io-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { locations, mailOutbox, repetitions, repetitionTypes, sessions } from '../../db/schema/index';
import { openTestDatabase } from '../../../test/database';
import { areaRights, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { nextEvent, openSocket, recordEvents, startTestServer, type TestServer } from '../../../test/server';
import { createSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { attachSocket, type SocketRealtime, type VerifyAnswer } from './socket';
import type { ServerEventArgs, ServerEventName } from '@coulisse/shared/realtime/events';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});

const db = () => t.server.ctx.db;
const emit = <E extends ServerEventName>(room: string, event: E, ...payload: ServerEventArgs<E>) => t.server.ctx.realtime.emit(room, event, ...payload);

/** A socket that has been greeted, with what the greeting said. */
async function connect(token?: string): Promise<{ socket: ClientSocket; greeting: { authenticated: boolean } }> {
  const socket = openSocket(t.url, token);
  const greeting = await nextEvent<{ authenticated: boolean }>(socket, 'connected');
  return { socket, greeting };
}

const verify = (socket: ClientSocket, ...args: unknown[]): Promise<VerifyAnswer> => socket.timeout(3000).emitWithAck('VERIFY_TOKEN', ...args);

/**
 * Proves a socket did NOT get an event: a marker (`rights_changed`, an event without payload) sent
 * to the socket's own id afterwards arrives after anything sent before it, so once the marker is
 * in, the record is complete.
 */
async function eventsUntilMarker(socket: ClientSocket, seen: string[]): Promise<string[]> {
  const marker = nextEvent(socket, 'rights_changed');
  emit(socket.id!, 'rights_changed');
  await marker;
  return seen.filter((e) => e !== 'rights_changed');
}

const api = (path: string, init: { method: string; token?: string; body?: unknown }) =>
  fetch(`${t.url}/api${path}`, {
    method: init.method,
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

describe('connecting to /websocket', () => {
  it('greets a socket without a token, or with an unknown one, as anonymous', async () => {
    expect((await connect()).greeting).toEqual({ authenticated: false });
    expect((await connect('onbekend-token')).greeting).toEqual({ authenticated: false });
  });

  it('greets a live session as authenticated and delivers its user room events', async () => {
    const user = await buildUser(db());
    const { socket, greeting } = await connect(user.token);
    expect(greeting).toEqual({ authenticated: true });
    const got = nextEvent(socket, 'USER_IMAGE');
    emit(`user:${user.id}`, 'USER_IMAGE', { userId: user.id, image: 'nieuw.jpg' });
    expect(await got).toEqual({ userId: user.id, image: 'nieuw.jpg' });
  });

  it('keeps one user out of another user’s room', async () => {
    const [a, b] = [await buildUser(db()), await buildUser(db())];
    const { socket } = await connect(b.token);
    const seen = recordEvents(socket);
    emit(`user:${a.id}`, 'USER_IMAGE', { userId: a.id, image: 'a.jpg' });
    expect(await eventsUntilMarker(socket, seen)).toEqual([]);
  });
});

describe('VERIFY_TOKEN', () => {
  it('answers a question sent at once, before the greeting arrives', async () => {
    const user = await buildUser(db());
    const socket = openSocket(t.url, user.token);
    // Buffered by the client and sent right after the handshake: the handler must already exist.
    expect(await verify(socket)).toEqual({ status: 200 });
  });

  it('answers 200 for a live token given as a string, an object or by the handshake', async () => {
    const user = await buildUser(db());
    const { socket } = await connect();
    expect(await verify(socket, user.token)).toEqual({ status: 200 });
    expect(await verify(socket, { token: user.token })).toEqual({ status: 200 });
    const own = (await connect(user.token)).socket;
    expect(await verify(own)).toEqual({ status: 200 });
  });

  it('answers 404 for an unknown, an expired and a revoked token, and without any token', async () => {
    const { socket } = await connect();
    expect(await verify(socket, 'bestaat-niet')).toEqual({ status: 404 });
    expect(await verify(socket, 'x'.repeat(5000))).toEqual({ status: 404 });
    expect(await verify(socket)).toEqual({ status: 404 });

    const expired = await buildUser(db());
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired.token)));
    expect(await verify(socket, expired.token)).toEqual({ status: 404 });

    const revoked = await buildUser(db());
    expect((await api('/auth', { method: 'DELETE', token: revoked.token })).status).toBe(204);
    expect(await verify(socket, revoked.token)).toEqual({ status: 404 });
  });

  it('answers with a VERIFY_TOKEN event when the client asks without a callback', async () => {
    const user = await buildUser(db());
    const { socket } = await connect();
    const answer = nextEvent<VerifyAnswer>(socket, 'VERIFY_TOKEN');
    socket.emit('VERIFY_TOKEN', user.token);
    expect(await answer).toEqual({ status: 200 });
  });

  it('stops the user events of a socket whose own session expired', async () => {
    const user = await buildUser(db());
    const { socket } = await connect(user.token);
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(await verify(socket)).toEqual({ status: 404 });
    const seen = recordEvents(socket);
    emit(`user:${user.id}`, 'USER_IMAGE', { userId: user.id, image: 'na-afloop.jpg' });
    expect(await eventsUntilMarker(socket, seen)).toEqual([]);
  });
});

describe('area rooms', () => {
  /** A rehearsal of a fresh project, with the room its presence events go to. */
  async function rehearsal() {
    const projectId = (await buildProject(db())).id;
    const [location] = await db().insert(locations).values({ projectId, name: 'Zaal', identifier: 'Z', streetName: 'Straat', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }).returning();
    const [type] = await db().insert(repetitionTypes).values({ projectId, name: 'Repetitie' }).returning();
    const start = new Date(Date.now() + 86_400_000);
    const [rep] = await db()
      .insert(repetitions)
      .values({ projectId, identifier: 'R1', name: 'Doorloop', startDt: start, endDt: new Date(start.getTime() + 7_200_000), locationId: location!.id, typeId: type!.id })
      .returning();
    return { id: rep!.id, room: `repetition:${rep!.id}` as const };
  }
  const presence = (repetitionId: number) => ({ repetitionId, userId: 1, present: true, markedPresent: true, reason: null });
  /** The ids of the sockets in a room: joins and leaves are asynchronous, so the tests wait for them. */
  const members = async (room: string) => (await (t.server.ctx.realtime as SocketRealtime).io.in(room).fetchSockets()).map((s) => s.id);
  const joinLive = (repetitionId: number, user: BuiltUser, socketId: string) => api(`/repetition/${repetitionId}/live`, { method: 'POST', token: user.token, body: { socketId } });

  it('lets a socket into a rehearsal room only after the route checked the right, and only its own socket', async () => {
    const r = await rehearsal();
    const reader = await buildUser(db(), { rights: areaRights('repetitions', 'read') });
    const stranger = await buildUser(db());
    const readerSocket = (await connect(reader.token)).socket;
    const strangerSocket = (await connect(stranger.token)).socket;
    const seenByStranger = recordEvents(strangerSocket);

    // Refused answers like missing (404), so a stranger cannot probe which rehearsals exist.
    expect((await joinLive(r.id, stranger, strangerSocket.id!)).status).toBe(404);
    // A reader cannot pull someone else's socket into the room either.
    expect((await joinLive(r.id, reader, strangerSocket.id!)).status).toBe(200);
    expect((await joinLive(r.id, reader, readerSocket.id!)).status).toBe(200);

    const got = nextEvent(readerSocket, 'repetition_presence');
    await vi.waitFor(async () => expect(await members(r.room)).toContain(readerSocket.id));
    emit(r.room, 'repetition_presence', presence(r.id));
    expect(await got).toEqual(presence(r.id));
    expect(await eventsUntilMarker(strangerSocket, seenByStranger)).toEqual([]);
  });

  it('leaves an area room on request, but never the user’s own rooms', async () => {
    const r = await rehearsal();
    const reader = await buildUser(db(), { rights: areaRights('repetitions', 'read') });
    const { socket } = await connect(reader.token);
    expect((await joinLive(r.id, reader, socket.id!)).status).toBe(200);
    await vi.waitFor(async () => expect(await members(r.room)).toContain(socket.id));

    socket.emit('leave', r.room);
    socket.emit('leave', `user:${reader.id}`);
    await vi.waitFor(async () => expect(await members(r.room)).not.toContain(socket.id));
    const seen = recordEvents(socket);
    emit(r.room, 'repetition_presence', presence(r.id));
    const image = nextEvent(socket, 'USER_IMAGE');
    emit(`user:${reader.id}`, 'USER_IMAGE', { userId: reader.id, image: null });
    expect(await image).toEqual({ userId: reader.id, image: null });
    expect(await eventsUntilMarker(socket, seen)).toEqual(['USER_IMAGE']);
  });
});

describe('server logout', () => {
  /** A second session of the same user, as from another browser. */
  const secondSession = async (user: BuiltUser) => createSession(db(), user.id, false);

  it('DELETE /api/auth logs out that session’s socket only, then disconnects it', async () => {
    const user = await buildUser(db());
    const here = (await connect(user.token)).socket;
    const elsewhere = (await connect(await secondSession(user))).socket;
    const seenElsewhere = recordEvents(elsewhere);
    const logout = nextEvent(here, 'logout');
    const disconnected = nextEvent<string>(here, 'disconnect');

    expect((await api('/auth', { method: 'DELETE', token: user.token })).status).toBe(204);

    await logout;
    expect(await disconnected).toBe('io server disconnect');
    expect(await eventsUntilMarker(elsewhere, seenElsewhere)).toEqual([]);
    expect(elsewhere.connected).toBe(true);
  });

  it('a password reset logs out every socket of that user and nobody else', async () => {
    const user = await buildUser(db());
    const bystander = await buildUser(db());
    const sockets = [(await connect(user.token)).socket, (await connect(await secondSession(user))).socket];
    const other = (await connect(bystander.token)).socket;
    const seenByOther = recordEvents(other);

    expect((await api('/forgot-password', { method: 'POST', body: { email: user.email } })).status).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const logouts = sockets.map((s) => nextEvent(s, 'logout'));
    const res = await api('/change-password', {
      method: 'POST',
      body: { token: link.searchParams.get('token'), email: user.email, password: 'nieuwGeheim1', passwordConfirm: 'nieuwGeheim1' },
    });

    expect(res.status).toBe(200);
    await Promise.all(logouts);
    expect(await eventsUntilMarker(other, seenByOther)).toEqual([]);
  });
});

describe('when the session store fails', () => {
  it('answers VERIFY_TOKEN with 500, never 404, and refuses new connections as unavailable', async () => {
    const database = await openTestDatabase();
    const user = await buildUser(database.db);
    const httpServer = http.createServer();
    const socketServer = await attachSocket(httpServer, database.db, null);
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const socket = openSocket(url, user.token);
      expect(await nextEvent(socket, 'connected')).toEqual({ authenticated: true });
      await database.drop();
      expect(await verify(socket)).toEqual({ status: 500 });
      const refused = openSocket(url, user.token);
      expect((await nextEvent<Error>(refused, 'connect_error')).message).toBe('unavailable');
      expect(logged).toHaveBeenCalled();
      socket.disconnect();
    } finally {
      logged.mockRestore();
      await socketServer.close();
    }
  });
});
