import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { useFastHashing } from '../src/platform/auth/passwords';
import { loadConfig, type AppConfig } from '../src/platform/config';
import { redisRateLimiter } from '../src/platform/http/rateLimit';
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
  /** Every sign-in slow-down the app asked for, in ms: tests read it instead of waiting. */
  slept: number[];
}

export interface TestAppOptions extends Pick<BuildOptions, 'onRoute'> {
  webDist?: string;
  config?: Partial<AppConfig>;
  /** Count the limits in Redis at this URL (TEST_REDIS_URL), under a prefix of this app's own. */
  redisLimiterUrl?: string;
}

/**
 * One app per test file on its own database, driven through Fastify's inject. Workers are off:
 * mails stay queued in the outbox, where tests read them (or deliver them with ctx.mailer.deliver).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  useFastHashing(true);
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://coulisse.test' }),
    webDist: options.webDist ?? null,
    workers: false,
    ...options.config,
  };
  const realtime = new RecordingRealtime();
  const ctx = await createContext(config, database, realtime);
  if (options.redisLimiterUrl) ctx.rateLimiter = await redisRateLimiter(options.redisLimiterUrl, `coulisse-test:${randomBytes(6).toString('hex')}:`);
  const slept: number[] = [];
  ctx.sleep = async (ms) => void slept.push(ms);
  const app = await buildApp(ctx, options);
  await app.ready();
  afterFile(async () => {
    await app.close();
    await ctx.rateLimiter.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, ctx, realtime, dataDir, slept };
}
