import { describe, expect, it } from 'vitest';
import { msUntilBrusselsHour } from './maintenance';

const HOUR = 3_600_000;

describe('msUntilBrusselsHour', () => {
  it.each([
    // Winter time (UTC+1): 04:00 Brussels is 03:00 UTC.
    ['2026-01-15T01:00:00Z', 2 * HOUR],
    ['2026-01-15T02:59:00Z', 60_000],
    ['2026-01-15T03:00:00Z', 24 * HOUR],
    ['2026-01-15T03:30:00Z', 23.5 * HOUR],
    // Summer time (UTC+2): 04:00 Brussels is 02:00 UTC.
    ['2026-07-15T01:00:00Z', HOUR],
    ['2026-07-15T22:00:00Z', 4 * HOUR],
  ])('at %s waits %i ms', (now, wait) => {
    expect(msUntilBrusselsHour(new Date(now), 4)).toBe(wait);
  });
});
