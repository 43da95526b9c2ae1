import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { closeSockets, nextEvent, openSocket } from '../../../test/server';
import type { Database } from '../db/client';
import { attachSocket, SocketRealtime } from './socket';

const redisUrl = process.env.TEST_REDIS_URL;

interface Instance {
  url: string;
  realtime: SocketRealtime;
  close(): Promise<void>;
}

/** One app instance as far as real time goes: its own HTTP server and Socket.IO on the shared Redis. */
async function startInstance(database: Database, url: string, redisKey: string): Promise<Instance> {
  const httpServer = http.createServer();
  const socket = await attachSocket(httpServer, database.db, url, { redisKey });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    realtime: new SocketRealtime(socket.io),
    close: () => socket.close(),
  };
}

describe.runIf(redisUrl)('two instances behind one Redis (TEST_REDIS_URL)', () => {
  let database: Database & { drop(): Promise<void> };
  let a: Instance;
  let b: Instance;
  let user: BuiltUser;

  beforeAll(async () => {
    database = await openTestDatabase();
    user = await buildUser(database.db);
    // A channel prefix of this run only: parallel runs on the same Redis must not hear each other.
    const key = `coulisse-test-${randomBytes(4).toString('hex')}`;
    a = await startInstance(database, redisUrl!, key);
    b = await startInstance(database, redisUrl!, key);
  });

  afterAll(async () => {
    closeSockets();
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('delivers an event emitted through instance A to a user’s socket on instance B', async () => {
    const socket = openSocket(b.url, user.token);
    expect(await nextEvent(socket, 'connected')).toEqual({ authenticated: true });
    const got = nextEvent(socket, 'USER_IMAGE');
    a.realtime.emit(`user:${user.id}`, 'USER_IMAGE', { userId: user.id, image: 'via-a.jpg' });
    expect(await got).toEqual({ userId: user.id, image: 'via-a.jpg' });
  });

  it('logs out and disconnects a session’s socket on B when A ends the session', async () => {
    const other = await buildUser(database.db);
    const socket = openSocket(b.url, other.token);
    await nextEvent(socket, 'connected');
    const logout = nextEvent(socket, 'logout');
    const disconnected = nextEvent<string>(socket, 'disconnect');
    const { rows: [session] } = await database.raw.query<{ id: number }>('select id from sessions where user_id = $1', [other.id]);
    a.realtime.endSessions([session!.id]);
    await logout;
    expect(await disconnected).toBe('io server disconnect');
  });
});
