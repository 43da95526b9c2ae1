/**
 * The server side of `npm run bench`, started by bench/run.ts as a child process: opens and
 * migrates the database, loads the dataset, starts the real HTTP server on 127.0.0.1 (random
 * port, no workers unless the messages scenario asks for them) and answers the driver's requests for raw SQL timings and memory samples.
 */
import { buildApp } from '../apps/server/src/app';
import { hashPassword, useFastHashing } from '../apps/server/src/platform/auth/passwords';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, startServer } from '../apps/server/src/platform/server';
import { BENCH_ADMIN, BENCH_STAFF, biggestProjects, createCopyProjects, createDataset, registeredEmails, signInEmails } from './dataset';
import { memorySampler } from './memory';
import { createRehearsalData } from './rehearsalData';
import { createRentalData } from './rentalData';
import { createArticleData } from './articleData';
import { createMessageProject, markMessageReads, messageStatus } from './messageData';
import type { Replies, Request, ServerEnv, ServerMessage } from './protocol';
import { timeListSql } from './raw';

const env = process.env as Partial<ServerEnv>;
const send = (message: ServerMessage) => process.send!(message);

async function main() {
  if (!process.send) throw new Error('bench/server.ts is started by bench/run.ts');
  const backend = env.BENCH_BACKEND ?? 'pglite';
  const config = {
    // The load generator on 127.0.0.1 plays the proxy in front of many people (the sign-in scenario).
    ...loadConfig({ DATA_DIR: env.BENCH_DATA_DIR, DATABASE_URL: backend === 'postgres' ? env.BENCH_DATABASE_URL : '', TRUST_PROXY: '1', SMTP_URL: env.BENCH_SMTP_URL }),
    port: 0,
    // The messages scenario measures the fan-out job and the mail outbox; every other one runs without workers.
    workers: env.BENCH_WORKERS === '1',
    webDist: null,
    demoData: false,
  };
  const database = await openDatabase(config);

  // Every account shares one hash with the production argon2id profile, so sign-in is timed at
  // its real cost while generating 20,000 accounts costs a single hash.
  useFastHashing(false);
  const passwordHash = await hashPassword(BENCH_STAFF.password);
  const started = performance.now();
  const counts = await createDataset(
    database,
    { users: Number(env.BENCH_USERS), projects: Number(env.BENCH_PROJECTS), registrations: Number(env.BENCH_REGISTRATIONS) },
    passwordHash,
  );
  const seedMs = performance.now() - started;
  const rehearsalStarted = performance.now();
  const [biggest] = await biggestProjects(database, 1);
  const rehearsals = await createRehearsalData(database, biggest!, counts.users);
  const rehearsalSeedMs = performance.now() - rehearsalStarted;
  const articles = await createArticleData(database);

  const server = await startServer(config, database, buildApp, { host: '127.0.0.1', logger: false });
  const memory = memorySampler();

  const handle = async (request: Request): Promise<Replies[keyof Replies]> => {
    switch (request.type) {
      case 'raw':
        return timeListSql(database, request.call, request.runs);
      case 'memory-start':
        memory.start(request.live);
        return null;
      case 'memory-stop':
        return memory.stop();
      case 'copy-projects':
        return createCopyProjects(database, request.registrations);
      case 'rental-data':
        return createRentalData(database);
      case 'message-data':
        return createMessageProject(database, request.recipients);
      case 'message-status':
        return messageStatus(database, request.messageId);
      case 'message-reads':
        return markMessageReads(database, request.messageId, request.opened);
      case 'stop':
        await server.stop();
        await database.close();
        process.exit(0);
    }
  };
  process.on('message', (request: Request) => {
    handle(request).then(
      (result) => send({ type: 'reply', id: request.id, result }),
      (err: unknown) => send({ type: 'failed', id: request.id, message: err instanceof Error ? err.message : String(err) }),
    );
  });

  const projectIds = await biggestProjects(database, 3);
  send({
    type: 'ready',
    url: server.url.replace('localhost', '127.0.0.1'),
    database: database.kind,
    seedMs,
    counts,
    staff: BENCH_STAFF,
    admin: BENCH_ADMIN,
    signInEmails: await signInEmails(database, Number(env.BENCH_SIGN_INS)),
    projectIds,
    castingEmails: await registeredEmails(database, projectIds[0]!, 5000),
    rehearsals,
    rehearsalSeedMs,
    articles,
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
