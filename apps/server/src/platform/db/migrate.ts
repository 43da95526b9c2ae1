import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './client';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
/** Advisory lock key of the migration step ("coulisse" in ASCII, any fixed number would do). */
const MIGRATION_LOCK = 0x636f756c69737365n;

/** Applies the committed drizzle migrations; extensions first, since indexes use them. */
export async function migrate(database: Database): Promise<void> {
  if (!database.pool) {
    await applyMigrations(database);
    return;
  }
  // Instances that start together against one PostgreSQL would race on CREATE EXTENSION and on
  // drizzle's journal; a session lock lets one migrate at a time, the next then finds nothing left
  // to do. The lock lives on a connection of its own, outside the pool the migrator uses.
  const lock = new pg.Client(database.pool.options);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    await applyMigrations(database);
  } finally {
    await lock.end();
  }
}

async function applyMigrations(database: Database): Promise<void> {
  await database.raw.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent');
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}
