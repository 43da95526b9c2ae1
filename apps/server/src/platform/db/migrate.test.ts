import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../test/database';
import { openPostgres } from './client';
import { migrate } from './migrate';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.runIf(testDbKind() === 'postgres')('migrate on PostgreSQL', () => {
  it('lets two instances that start together migrate one empty database', async () => {
    const name = `coulisse_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const instances = [openPostgres(url.toString(), 3), openPostgres(url.toString(), 3)];
    try {
      await Promise.all(instances.map((instance) => migrate(instance)));
      const { rows } = await instances[0]!.raw.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      const { rows: tables } = await instances[1]!.raw.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name = 'mail_outbox'`);
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(tables[0]!.n).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
