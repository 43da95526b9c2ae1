import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rateLimit';

const redisUrl = process.env.TEST_REDIS_URL;
const freshKey = () => `test:${randomBytes(6).toString('hex')}`;
const MINUTE = 60_000;

async function hits(limiter: RateLimiter, key: string, times: number, limit: number, windowMs = MINUTE): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await limiter.hit(key, limit, windowMs));
  return answers;
}

/** The rules both stores must keep, so the memory limiter is a faithful stand-in for Redis. */
function keepsTheCounterRules(limiterFor: () => RateLimiter) {
  it('allows the limit within a window and refuses the next hit', async () => {
    const limiter = limiterFor();
    const key = freshKey();
    expect(await hits(limiter, key, 4, 3)).toEqual([true, true, true, false]);
    expect(await limiter.hit(freshKey(), 3, MINUTE)).toBe(true);
  });

  it('adds to several keys at once and peeks without counting', async () => {
    const limiter = limiterFor();
    const [a, b] = [freshKey(), freshKey()];
    expect(await limiter.add([a, b], 1, MINUTE)).toEqual([1, 1]);
    expect(await limiter.add([a], 2, MINUTE)).toEqual([3]);
    expect(await limiter.peek([a, b, freshKey()])).toEqual([3, 1, 0]);
    expect(await limiter.peek([a, b])).toEqual([3, 1]);
  });

  it('gives back with a negative amount, never below 0 and without starting a window', async () => {
    const limiter = limiterFor();
    const [used, unused] = [freshKey(), freshKey()];
    await limiter.add([used], 2, MINUTE);
    expect(await limiter.add([used, unused], -1, MINUTE)).toEqual([1, 0]);
    expect(await limiter.add([used, unused], -5, MINUTE)).toEqual([0, 0]);
    expect(await limiter.peek([used, unused])).toEqual([0, 0]);
  });

  it('starts over after a reset', async () => {
    const limiter = limiterFor();
    const key = freshKey();
    await hits(limiter, key, 3, 3);
    await limiter.reset(key);
    expect(await limiter.peek([key])).toEqual([0]);
    expect(await hits(limiter, key, 3, 3)).toEqual([true, true, true]);
  });
}

describe('memoryRateLimiter', () => {
  keepsTheCounterRules(() => memoryRateLimiter());

  it('starts over when the window has passed, and later counts do not stretch it', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    expect(await hits(limiter, 'k', 2, 1, 300)).toEqual([true, false]);
    now += 150;
    // A count inside the window keeps its end, whatever window that later count asks for.
    expect(await limiter.add(['k'], 1, MINUTE)).toEqual([3]);
    now += 149;
    expect(await limiter.peek(['k'])).toEqual([3]);
    now += 1;
    expect(await limiter.peek(['k'])).toEqual([0]);
    expect(await limiter.hit('k', 1, 300)).toBe(true);
  });
});

describe.runIf(redisUrl)('redisRateLimiter (TEST_REDIS_URL)', () => {
  let first: RateLimiter;
  let second: RateLimiter;
  beforeAll(async () => {
    // Two instances of the app, each with its own Redis connection.
    [first, second] = await Promise.all([redisRateLimiter(redisUrl!), redisRateLimiter(redisUrl!)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  keepsTheCounterRules(() => first);

  it('shares one counter between instances', async () => {
    const key = freshKey();
    expect(await hits(first, key, 3, 5)).toEqual([true, true, true]);
    expect(await hits(second, key, 2, 5)).toEqual([true, true]);
    expect(await second.hit(key, 5, MINUTE)).toBe(false);
    expect(await first.hit(key, 5, MINUTE)).toBe(false);
    await second.reset(key);
    expect(await first.peek([key])).toEqual([0]);
  });

  it('counts concurrent attempts from both instances exactly once each', async () => {
    const [pair, ip] = [freshKey(), freshKey()];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).add([pair, ip], 1, MINUTE)));
    // Atomic: every attempt saw its own count, as one instance would.
    expect(answers.map(([count]) => count).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(answers.every(([a, b]) => a === b)).toBe(true);
  });

  it('ends the window at its first count, even when a later count asks for a longer one', async () => {
    const key = freshKey();
    await first.add([key], 1, 200);
    await second.add([key], 1, 10 * MINUTE);
    expect(await first.peek([key])).toEqual([2]);
    await vi.waitFor(async () => expect(await second.peek([key])).toEqual([0]), { timeout: 5_000, interval: 25 });
    expect(await second.hit(key, 1, MINUTE)).toBe(true);
  });
});
