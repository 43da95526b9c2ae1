import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';

/** Which backend this test project runs on: `TEST_DB_KIND=postgres` in the PostgreSQL project. */
export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

/**
 * A fresh database for one test file. PGlite: a copy of the migrated template. PostgreSQL: a new
 * database created on TEST_DATABASE_URL's server and dropped afterwards, so runs never share state.
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const template = fs.readFileSync(inject('pgliteTemplate'));
    const database = await openPglite({ loadDataDir: new Blob([template]) });
    return { ...database, drop: () => database.close() };
  }
  const empty = await emptyPostgresDatabase();
  const database = openPostgres(empty.url, 5);
  await migrate(database);
  return {
    ...database,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database on TEST_DATABASE_URL's server, for a test that runs the server in a
 * process of its own; `drop` removes it, whatever is still connected.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `coulisse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
