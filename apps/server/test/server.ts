import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { useFastHashing } from '../src/platform/auth/passwords';
import { loadConfig } from '../src/platform/config';
import { startServer, type RunningServer } from '../src/platform/server';
import { afterFile } from './cleanup';
import { openTestDatabase } from './database';

export interface TestServer {
  server: RunningServer;
  url: string;
  dataDir: string;
}

/**
 * A real server on 127.0.0.1 and a free port (HTTP + socket; workers off unless asked) on a fresh
 * test database, for tests that need the network: sockets, real HTTP clients. Stopped after the
 * file, together with every client opened through `openSocket`.
 */
export async function startTestServer(options: { workers?: boolean } = {}): Promise<TestServer> {
  useFastHashing(true);
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-server-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', PUBLIC_URL: 'http://coulisse.test' }), webDist: null, workers: options.workers ?? false };
  const server = await startServer(config, database, buildApp, { host: '127.0.0.1' });
  afterFile(async () => {
    closeSockets();
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { server, url: server.url, dataDir };
}

const openSockets = new Set<ClientSocket>();

/** A socket.io client on /websocket; never reconnects by itself, so a test sees every disconnect. */
export function openSocket(url: string, token?: string): ClientSocket {
  const socket = connectClient(url, {
    path: '/websocket',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  openSockets.add(socket);
  return socket;
}

export function closeSockets(): void {
  for (const socket of openSockets) socket.disconnect();
  openSockets.clear();
}

/** The next `event` on a socket, or a rejection naming it after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: ClientSocket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Collects every event a socket receives, in order, from now on. */
export function recordEvents(socket: ClientSocket): string[] {
  const seen: string[] = [];
  socket.onAny((event: string) => seen.push(event));
  return seen;
}
