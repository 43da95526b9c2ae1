import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../../test/database';
import { openPostgres, type Database } from '../db/client';
import { startBoss } from './boss';

let database: Database & { drop(): Promise<void> };
const bosses: PgBoss[] = [];
const extraPools: Database[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  bosses.push(await startBoss(database));
});

afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
  for (const pool of extraPools) await pool.close();
  await database?.drop();
});

describe(`startBoss (${testDbKind()})`, () => {
  it('rolls back a failed batch, so the connection it ran on stays usable', async () => {
    const executeSql = (text: string, values: unknown[] = []) => bosses[0]!.getDb().executeSql(text, values);
    await expect(executeSql('BEGIN; SELECT 1 / 0; COMMIT;')).rejects.toThrow(/division by zero/);
    // PGlite has one connection; the pool hands out the client just released: either way this
    // query runs where the batch failed, and an aborted transaction would refuse it.
    for (let i = 0; i < 3; i++) expect((await database.raw.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect((await executeSql('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('answers queries with their rows and runs parameterless batches', async () => {
    const executeSql = (text: string, values: unknown[] = []) => bosses[0]!.getDb().executeSql(text, values);
    expect((await executeSql('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    await executeSql('BEGIN; CREATE TEMP TABLE boss_probe (n int); DROP TABLE boss_probe; COMMIT;');
    expect(await bosses[0]!.isInstalled()).toBe(true);
  });
});

describe.runIf(testDbKind() === 'postgres')('two instances on one PostgreSQL database', () => {
  it('both start pg-boss and share its queue', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const { rows } = await database.raw.query<{ name: string }>('select current_database() as name');
    url.pathname = `/${rows[0]!.name}`;
    // A second instance: its own pool on the same database, starting while the first runs.
    const second = openPostgres(url.toString(), 2);
    extraPools.push(second);
    const boss = await startBoss(second);
    bosses.push(boss);
    await bosses[0]!.createQueue('probe');
    const id = await boss.send('probe', { n: 1 });
    const [job] = await bosses[0]!.fetch<{ n: number }>('probe');
    expect(job).toMatchObject({ id, data: { n: 1 } });
  });
});
