import { describe, expect, it } from 'vitest';
import { signInDelayMs, SLOW_DOWN } from './accounts.limits';

describe('signInDelayMs: the slow-down of an account after recent failures (ASVS V2.2.1)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 250],
    [4, 500],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [8, 4_000],
    [1_000, 4_000],
  ])('%i failures → %i ms', (failures, ms) => {
    expect(signInDelayMs(failures)).toBe(ms);
  });

  it('never waits longer than the cap, so an attacked owner still gets in within seconds', () => {
    for (let failures = 0; failures < 2_000; failures++) expect(signInDelayMs(failures)).toBeLessThanOrEqual(SLOW_DOWN.maxMs);
  });
});
