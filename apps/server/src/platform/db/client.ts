import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from '../../db/schema/index';

type Schema = typeof schema;
/** The drizzle handle services use; the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Raw access for pg-boss and streaming exports. */
interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  raw: RawSql;
  /** PostgreSQL only: the pool, for server-side cursors. */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  close(): Promise<void>;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pool: null,
    pglite: client,
    raw: {
      query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query<T>(text, params)).rows }),
      exec: async (text: string) => {
        await client.exec(text);
      },
    },
    close: () => client.close(),
  };
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its connection (server restart, database dropped while the pool
  // closes) is emitted here; without a listener Node treats it as an uncaught error and exits.
  // The pool has already discarded that client and opens a new one on demand.
  pool.on('error', (err: Error) => {
    if (!pool.ending) console.error('[db] idle connection lost:', err.message);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    pglite: null,
    raw: {
      query: async <T>(text: string, params?: unknown[]) => ({ rows: (await pool.query(text, params)).rows as T[] }),
      exec: async (text: string) => {
        await pool.query(text);
      },
    },
    close: () => pool.end(),
  };
}
