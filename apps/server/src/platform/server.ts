import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { App } from './http/app';
import { openPglite, openPostgres, type Database } from './db/client';
import { schedulePgliteMaintenance } from './db/maintenance';
import { migrate } from './db/migrate';
import { openFileStore } from './files/store';
import { closeHttp } from './http/close';
import { memoryRateLimiter, redisRateLimiter } from './http/rateLimit';
import { startBoss } from './jobs/boss';
import { Jobs } from './jobs/queues';
import { scheduleNightlyMaintenance } from './jobs/nightly';
import { Mailer } from './mail/mailer';
import { attachSocket, RecordingRealtime, SocketRealtime, type Realtime } from './realtime/socket';

export async function openDatabase(config: AppConfig): Promise<Database> {
  const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite({ dataDir: path.join(config.dataDir, 'db') });
  await migrate(database);
  return database;
}

/** Everything a module needs, on an open database. `realtime` is replaced once a socket is attached. */
export async function createContext(config: AppConfig, database: Database, realtime: Realtime = new RecordingRealtime()): Promise<AppContext> {
  return {
    config,
    database,
    db: database.db,
    realtime,
    files: openFileStore(database, config.dataDir),
    mailer: new Mailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail'), publicUrl: config.publicUrl }),
    jobs: new Jobs(),
    rateLimiter: config.redisUrl ? await redisRateLimiter(config.redisUrl) : memoryRateLimiter(),
    sleep: (ms) => wait(ms),
  };
}

/** How long a running job may go on after a stop signal; the whole stop has 10 s (shutdown.ts). */
const JOB_GRACE_MS = 5_000;

export interface RunningServer {
  app: App;
  ctx: AppContext;
  url: string;
  stop(): Promise<void>;
}

/** Builds the HTTP app with every module; passed in, since the platform never imports the modules. */
export type BuildApp = (ctx: AppContext, options: { logger?: boolean }) => Promise<App>;

/** Starts HTTP, the socket and (optionally) the workers on an open, migrated database. */
export async function startServer(config: AppConfig, database: Database, buildApp: BuildApp, options: { logger?: boolean; host?: string } = {}): Promise<RunningServer> {
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, { logger: options.logger });
  await app.ready();
  const socket = await attachSocket(app.server, ctx.db, config.redisUrl);
  ctx.realtime = new SocketRealtime(socket.io);
  let boss: PgBoss | null = null;
  if (config.workers) {
    boss = await startBoss(database);
    await ctx.mailer.startWorker(boss);
    await ctx.jobs.start(boss);
    await ctx.files.startSweeper(boss);
    await scheduleNightlyMaintenance(boss, ctx.db, (message) => app.log.info(message));
  }
  const host = options.host ?? '0.0.0.0';
  const maintenance = schedulePgliteMaintenance(database, (message, err) => (err ? app.log.error({ err }, message) : app.log.info(message)));
  await app.listen({ port: config.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // A wildcard address is reached as localhost; a specific one (tests bind 127.0.0.1) as itself,
  // since localhost may resolve to ::1 first.
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    app,
    ctx,
    url: `http://${urlHost}:${port}`,
    async stop() {
      maintenance.stop();
      // Fastify stops accepting connections, answers 503 to requests that arrive on open keep-alive
      // connections and waits for those in flight; the sockets are closed meanwhile, since an open
      // WebSocket would keep the HTTP server from closing.
      await Promise.all([closeHttp(app), socket.close()]);
      // Every request has answered, so every mail it queued has been dispatched: a mail being
      // delivered may finish, within the budget; an unfinished one is failed and retried later.
      ctx.mailer.stopDelivering();
      if (boss) await boss.stop({ graceful: true, wait: true, timeout: JOB_GRACE_MS });
      ctx.mailer.close();
      await ctx.rateLimiter.close();
    },
  };
}
