import type PgBoss from 'pg-boss';
import { purgeExpiredSessions, purgeExpiredTokens } from '../auth/sessions';
import type { DbOrTx } from '../db/client';

export const NIGHTLY_QUEUE = 'nightly-maintenance';
/** 04:00 Brussels time, when nobody waits (the PGlite VACUUM runs at the same hour, see db/maintenance). */
export const NIGHTLY_CRON = '0 4 * * *';
export const NIGHTLY_TZ = 'Europe/Brussels';

/** The nightly clean-up: expired sessions and expired single-use tokens would otherwise pile up. */
export async function runNightlyMaintenance(db: DbOrTx, now = new Date()): Promise<{ sessions: number; tokens: number }> {
  const sessions = await purgeExpiredSessions(db, now);
  const tokens = await purgeExpiredTokens(db, now);
  return { sessions, tokens };
}

/**
 * Schedules the nightly clean-up with pg-boss cron, so with several instances it runs once a night
 * on one of them, and starts this instance's worker for it.
 */
export async function scheduleNightlyMaintenance(boss: PgBoss, db: DbOrTx, log: (message: string) => void): Promise<void> {
  await boss.createQueue(NIGHTLY_QUEUE, { name: NIGHTLY_QUEUE, policy: 'short' });
  await boss.work(NIGHTLY_QUEUE, async () => {
    const { sessions, tokens } = await runNightlyMaintenance(db);
    log(`nightly maintenance: ${sessions} expired sessions and ${tokens} expired tokens deleted`);
  });
  await boss.schedule(NIGHTLY_QUEUE, NIGHTLY_CRON, undefined, { tz: NIGHTLY_TZ });
}
