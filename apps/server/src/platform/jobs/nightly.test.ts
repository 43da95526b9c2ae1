import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userTokens } from '../../db/schema/index';
import { buildUser } from '../../../test/factories';
import { openTestDatabase, testDbKind } from '../../../test/database';
import type { Database } from '../db/client';
import { startBoss } from './boss';
import { NIGHTLY_CRON, NIGHTLY_QUEUE, NIGHTLY_TZ, runNightlyMaintenance, scheduleNightlyMaintenance } from './nightly';

let database: Database & { drop(): Promise<void> };
let boss: PgBoss;

beforeAll(async () => {
  database = await openTestDatabase();
  boss = await startBoss(database);
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await database?.drop();
});

describe(`the nightly maintenance (${testDbKind()})`, () => {
  it('deletes expired sessions and expired tokens, used or not, and keeps the live ones', async () => {
    const db = database.db;
    const user = await buildUser(db);
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await db.insert(sessions).values([
      { tokenHash: 'a'.repeat(64), userId: user.id, expiresAt: at(-1) },
      { tokenHash: 'b'.repeat(64), userId: user.id, expiresAt: at(60) },
    ]);
    await db.insert(userTokens).values([
      { kind: 'reset', tokenHash: 'c'.repeat(64), userId: user.id, expiresAt: at(-1) },
      { kind: 'download', tokenHash: 'd'.repeat(64), userId: user.id, expiresAt: at(-60), usedAt: at(-61) },
      { kind: 'confirm', tokenHash: 'e'.repeat(64), userId: user.id, expiresAt: at(60) },
    ]);

    expect(await runNightlyMaintenance(db, now)).toEqual({ sessions: 1, tokens: 2 });
    expect((await db.select({ hash: sessions.tokenHash }).from(sessions)).map((r) => r.hash)).toContain('b'.repeat(64));
    expect((await db.select({ hash: sessions.tokenHash }).from(sessions)).map((r) => r.hash)).not.toContain('a'.repeat(64));
    expect((await db.select({ hash: userTokens.tokenHash }).from(userTokens)).map((r) => r.hash)).toEqual(['e'.repeat(64)]);
    // A second run finds nothing left to do.
    expect(await runNightlyMaintenance(db, now)).toEqual({ sessions: 0, tokens: 0 });
  });

  it('is scheduled with pg-boss cron every night at 04:00 Brussels time', async () => {
    await scheduleNightlyMaintenance(boss, database.db, () => undefined);
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === NIGHTLY_QUEUE)).toMatchObject({ cron: NIGHTLY_CRON, timezone: NIGHTLY_TZ });
  });

  it('runs the clean-up when its job arrives', async () => {
    const db = database.db;
    const user = await buildUser(db);
    await db.insert(sessions).values({ tokenHash: 'f'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    await boss.send(NIGHTLY_QUEUE, {});
    await expect.poll(async () => (await db.select({ hash: sessions.tokenHash }).from(sessions)).some((r) => r.hash === 'f'.repeat(64)), { timeout: 20_000, interval: 250 }).toBe(false);
  });
});
