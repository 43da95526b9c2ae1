import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * pg-boss on either backend (ARCHITECTURE §1). On PGlite it runs through a small executeSql
 * adapter: parameterless multi-statement SQL goes through `exec`, the rest through `query`.
 */
export async function startBoss(database: Database): Promise<PgBoss> {
  const boss =
    database.kind === 'postgres' && database.pool
      ? new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values) }, schema: 'pgboss' })
      : new PgBoss({
          db: {
            executeSql: async (text: string, values?: unknown[]) => {
              if (!values?.length && text.includes(';')) {
                await database.raw.exec(text);
                return { rows: [] };
              }
              return database.raw.query(text, values);
            },
          },
          schema: 'pgboss',
        });
  boss.on('error', (err: unknown) => console.error('[jobs]', err));
  await boss.start();
  return boss;
}
