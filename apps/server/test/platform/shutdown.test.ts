import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../src/platform/db/client';
import { afterFile } from '../cleanup';
import { emptyPostgresDatabase, testDbKind } from '../database';

/**
 * A stop signal ends the real server cleanly (ARCHITECTURE "Shutdown"): started as `npm start`
 * and as the bare server process, on PGlite in DATA_DIR or on a PostgreSQL database of its own.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
// A new address per run: with Redis the sign-in limit per address outlives the run.
const ADMIN = { email: `beheer-${Date.now().toString(36)}@shutdown.test`, password: 'geheim-en-lang-genoeg' };
const BURST = 200;

let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-shutdown-'));
  afterFile(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (testDbKind() === 'postgres') {
    const database = await emptyPostgresDatabase();
    afterFile(() => database.drop());
    databaseUrl = database.url;
  } else {
    // The migrated template in DATA_DIR/db, where the server looks: creating and migrating a new
    // PGlite folder takes many seconds on a busy machine.
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    await (await openPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: template })).close();
  }
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // With TEST_REDIS_URL the rate limiter and the socket adapter hold Redis clients that must close too.
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    SMTP_URL: '',
    // No web app to serve, so `npm start` has nothing to build.
    WEB_DIST: path.join(dataDir, 'geen-webapp'),
    DEMO_DATA: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
});

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const children = new Set<ChildProcess>();
// Each server runs in a process group of its own, so a failed test leaves no server behind.
afterFile(() => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group has ended.
    }
  }
});

/** Starts the server and resolves once it prints its address. */
async function start(how: 'npm' | 'node', port: number): Promise<Started> {
  const [command, args] = how === 'npm' ? ['npm', ['start']] : [process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']];
  const child = spawn(command, args, { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Coulisse draait op (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the server ended before it listened:\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Resolves once `port` can be bound again on every address. */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });

/** Sends `signal` and measures how long the process takes to end. */
async function stop(started: Started, signal: NodeJS.Signals) {
  const sentAt = Date.now();
  started.child.kill(signal);
  const ended = await started.exited;
  return { ...ended, ms: Date.now() - sentAt };
}

describe('stopping the server', () => {
  // Written by the first test, read by the second: what the server acknowledged, on which port.
  const acknowledged: number[] = [];
  let port = 0;

  it('finishes the writes in flight on SIGTERM to `npm start`, exits 0 within 10 s and frees the port', async () => {
    const first = await start('npm', 0);
    port = Number(new URL(first.url).port);
    const token = await signIn(first.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // A burst of creates; SIGTERM goes out once the first tenth is acknowledged, with the rest in flight.
    let acknowledgedAtSignal = -1;
    let stopped: Promise<Awaited<ReturnType<typeof stop>>> | null = null;
    const writes = Array.from({ length: BURST }, async (_, i) => {
      try {
        const res = await fetch(`${first.url}/api/clothing/color`, { method: 'POST', headers, body: JSON.stringify({ name: `Kleur ${i}` }) });
        if (res.status !== 201) return;
        acknowledged.push(((await res.json()) as { id: number }).id);
        if (acknowledged.length === BURST / 10) {
          acknowledgedAtSignal = acknowledged.length;
          stopped = stop(first, 'SIGTERM');
        }
      } catch {
        // Refused or cut off: not acknowledged, so it may or may not be stored.
      }
    });
    await Promise.all(writes);
    expect(stopped, first.output()).not.toBeNull();
    const ended = await stopped!;

    expect(ended, first.output()).toMatchObject({ code: 0, signal: null });
    expect(ended.ms).toBeLessThan(10_000);
    expect(await portIsFree(port)).toBe(true);
    // Requests in flight when the signal came were answered, not dropped.
    expect(acknowledged.length).toBeGreaterThan(acknowledgedAtSignal);
  });

  it('holds every acknowledged write after a restart on the same data, and the bare server process stops on SIGINT the same way', async () => {
    expect(acknowledged.length, 'the first test acknowledged writes').toBeGreaterThan(0);
    const second = await start('node', port);
    const res = await fetch(`${second.url}/api/clothing/colors`, { headers: { authorization: `Bearer ${await signIn(second.url)}` } });
    const stored = new Set(((await res.json()) as { id: number }[]).map((c) => c.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    const ended = await stop(second, 'SIGINT');
    expect(ended, second.output()).toMatchObject({ code: 0, signal: null });
    expect(ended.ms).toBeLessThan(10_000);
    expect(await portIsFree(port)).toBe(true);
  });
});
