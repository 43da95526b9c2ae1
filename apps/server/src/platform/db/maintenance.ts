import type { Database } from './client';

const DAY_MS = 86_400_000;

/** The hour and minute it is in Brussels at a given moment. */
function brusselsClock(now: Date): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** Milliseconds until the next `hour`:00 in Brussels (never 0: a run just now waits a day). */
export function msUntilBrusselsHour(now: Date, hour: number): number {
  const { hour: h, minute, second } = brusselsClock(now);
  const sinceMidnight = ((h * 60 + minute) * 60 + second) * 1000 + now.getMilliseconds();
  const wait = (hour * 3_600_000 - sinceMidnight + DAY_MS) % DAY_MS;
  return wait === 0 ? DAY_MS : wait;
}

/**
 * PGlite runs PostgreSQL as a standalone backend, without the autovacuum launcher: dead rows
 * (sessions, activity updates) are never reclaimed, planner statistics never refreshed and
 * index-only scans never possible unless the application vacuums. This runs what autovacuum
 * would, every night at 04:00 Brussels time, when nobody waits on the single connection.
 */
export function schedulePgliteMaintenance(database: Database, log: (message: string, err?: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(run, msUntilBrusselsHour(new Date(), 4));
    timer.unref();
  };
  const run = () => {
    database.raw
      .exec('VACUUM (ANALYZE)')
      .then(() => log('database maintenance done (VACUUM ANALYZE)'))
      .catch((err: unknown) => log('database maintenance failed', err))
      .finally(plan);
  };
  if (database.kind === 'pglite') plan();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
