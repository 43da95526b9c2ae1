import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Backend, DatasetSize, Ready, Replies, RequestBodies, ServerEnv, ServerMessage } from './protocol';

/** The data folder (and, for PostgreSQL, the database) one backend's run lives in; removed afterwards. */
export interface Workspace {
  dataDir: string;
  databaseUrl: string | null;
  dispose(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/** A database URL on the same server with another database name. */
const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/** PostgreSQL: `skipped` with the reason when the server cannot be reached, so the run goes on without it. */
export async function prepareWorkspace(backend: Backend, postgresUrl: string): Promise<Workspace | { skipped: string }> {
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(root, '.bench', `${backend}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (backend === 'pglite') return { dataDir, databaseUrl: null, dispose: async () => removeDir() };

  const name = `coulisse_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    removeDir();
    return { skipped: `PostgreSQL at ${new URL(postgresUrl).host} not reachable (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    await admin.end().catch(() => undefined);
  }
  return {
    dataDir,
    databaseUrl: withDatabase(postgresUrl, name),
    async dispose() {
      removeDir();
      const a = new pg.Client({ connectionString: postgresUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The server process of one run, with a typed request/reply channel. */
export interface ServerProcess {
  ready: Ready;
  call<K extends keyof Replies>(type: K, body: RequestBodies[K]): Promise<Replies[K]>;
  stop(): Promise<void>;
}

export async function startServerProcess(backend: Backend, workspace: Workspace, size: DatasetSize, signIns: number, extra: Pick<ServerEnv, 'BENCH_WORKERS' | 'BENCH_SMTP_URL'> = {}): Promise<ServerProcess> {
  const env: ServerEnv = {
    BENCH_BACKEND: backend,
    BENCH_DATA_DIR: workspace.dataDir,
    BENCH_DATABASE_URL: workspace.databaseUrl ?? undefined,
    BENCH_USERS: String(size.users),
    BENCH_PROJECTS: String(size.projects),
    BENCH_REGISTRATIONS: String(size.registrations),
    BENCH_SIGN_INS: String(signIns),
    ...extra,
  };
  const child: ChildProcess = fork(path.join(root, 'bench', 'server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: Replies[keyof Replies]) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'ready') return resolve(message);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'failed') waiting?.reject(new Error(message.message));
      else waiting?.resolve(message.result);
    });
    child.on('exit', (code) => {
      const error = new Error(`bench server exited with code ${code}`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
    });
  });
  const call = <K extends keyof Replies>(type: K, body: RequestBodies[K]) =>
    new Promise<Replies[K]>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: Replies[keyof Replies]) => void, reject });
      child.send({ ...body, type, id });
    });
  return {
    ready,
    call,
    async stop() {
      // The server process exits once it has closed; its exit is the answer.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop', id: nextId++ });
      await exited;
    },
  };
}
