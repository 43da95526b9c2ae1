import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { useFastHashing } from '../src/platform/auth/passwords';
import { loadConfig } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { RecordingRealtime } from '../src/platform/realtime/socket';
import { createContext } from '../src/platform/server';
import { afterFile } from './cleanup';
import { openTestDatabase } from './database';

export interface TestApp {
  app: App;
  ctx: AppContext;
  realtime: RecordingRealtime;
  dataDir: string;
}

/**
 * One app per test file on its own database, driven through Fastify's inject. Workers are off:
 * mails stay queued in the outbox, where tests read them (or deliver them with ctx.mailer.deliver).
 */
export async function createTestApp(options: Pick<BuildOptions, 'onRoute'> & { webDist?: string; publicUrl?: string } = {}): Promise<TestApp> {
  useFastHashing(true);
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: options.publicUrl ?? 'http://coulisse.test' }),
    webDist: options.webDist ?? null,
    workers: false,
  };
  const realtime = new RecordingRealtime();
  const ctx = await createContext(config, database, realtime);
  const app = await buildApp(ctx, options);
  await app.ready();
  afterFile(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, ctx, realtime, dataDir };
}
