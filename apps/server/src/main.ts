import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { openDatabase, startServer } from './platform/server';
import { exitOnStopSignals } from './platform/shutdown';
import { bootstrapAdmin } from './seed/bootstrap';
import { DEMO_LOGINS, seedDemo } from './seed/demo';

/** `npm start`: migrate, bootstrap, seed the demo organisation when asked, then serve. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const created = await bootstrapAdmin(database.db, config);
  const seeded = config.demoData ? await seedDemo(database.db) : false;
  const server = await startServer(config, database, buildApp, { logger: process.env.LOG_LEVEL !== 'silent' });

  console.log(`\nCoulisse draait op ${server.url}  (database: ${database.kind})`);
  if (created) console.log(`Beheerder aangemaakt: ${config.adminEmail}`);
  if (config.demoData) {
    console.log(seeded ? 'Demo-organisatie aangemaakt. Aanmelden met:' : 'Demo-aanmeldingen:');
    const width = Math.max(...DEMO_LOGINS.map((l) => l.role.length));
    for (const login of DEMO_LOGINS) console.log(`  ${login.role.padEnd(width)}  ${login.email}  /  ${login.password}`);
  }

  exitOnStopSignals(async () => {
    await server.stop();
    await database.close();
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
