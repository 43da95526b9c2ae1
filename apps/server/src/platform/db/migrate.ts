import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import type { Database } from './client';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** Applies the committed drizzle migrations; extensions first, since indexes use them. */
export async function migrate(database: Database): Promise<void> {
  await database.raw.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}
