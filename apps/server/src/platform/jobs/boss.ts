import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/client';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * pg-boss sends its schema creation and maintenance as parameterless `BEGIN; …; COMMIT;` batches;
 * everything else is one statement with parameters.
 */
const isBatch = (text: string, values?: unknown[]) => !values?.length && text.includes(';');

/**
 * PGlite: one connection. A batch goes through `exec` (the extended protocol takes one statement).
 * A batch that fails between BEGIN and COMMIT leaves that connection in an aborted transaction,
 * and every later query of the whole app would fail, so it is rolled back.
 */
function pgliteExecutor(pglite: PGlite): ExecuteSql {
  return async (text, values) => {
    if (!isBatch(text, values)) return pglite.query(text, values);
    try {
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (err) {
      await pglite.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
}

/**
 * PostgreSQL: the same rule for batches, on one client of the pool, so an aborted transaction is
 * rolled back before that client serves anyone else (a broken client is discarded).
 */
function postgresExecutor(pool: pg.Pool): ExecuteSql {
  return async (text, values) => {
    if (!isBatch(text, values)) return pool.query(text, values);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(text);
      return { rows: [] };
    } catch (err) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw err;
    } finally {
      client.release(broken);
    }
  };
}

/** pg-boss on either backend (ARCHITECTURE §1), in the `pgboss` schema of the app's database. */
export async function startBoss(database: Database): Promise<PgBoss> {
  const executeSql = database.pool ? postgresExecutor(database.pool) : pgliteExecutor(database.pglite!);
  const boss = new PgBoss({ db: { executeSql }, schema: 'pgboss' });
  boss.on('error', (err: unknown) => console.error('[jobs]', err));
  await boss.start();
  return boss;
}
