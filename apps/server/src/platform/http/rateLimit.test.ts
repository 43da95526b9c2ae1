import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rateLimit';

const redisUrl = process.env.TEST_REDIS_URL;
const freshKey = () => `test:${randomBytes(6).toString('hex')}`;

async function hits(limiter: RateLimiter, key: string, times: number, limit: number, windowMs: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await limiter.hit(key, limit, windowMs));
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memoryRateLimiter', () => {
  it('allows the limit within a window, refuses the next hit, and starts over after the window', async () => {
    const limiter = memoryRateLimiter();
    expect(await hits(limiter, 'k', 4, 3, 100)).toEqual([true, true, true, false]);
    expect(await limiter.hit('other', 3, 100)).toBe(true);
    await sleep(120);
    expect(await limiter.hit('k', 3, 100)).toBe(true);
    await limiter.reset('k');
    expect(await hits(limiter, 'k', 3, 3, 100)).toEqual([true, true, true]);
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

  it('shares one counter between instances', async () => {
    const key = freshKey();
    expect(await hits(first, key, 3, 5, 60_000)).toEqual([true, true, true]);
    expect(await hits(second, key, 2, 5, 60_000)).toEqual([true, true]);
    expect(await second.hit(key, 5, 60_000)).toBe(false);
    expect(await first.hit(key, 5, 60_000)).toBe(false);
  });

  it('lets a reset on one instance count for the other', async () => {
    const key = freshKey();
    await hits(first, key, 2, 2, 60_000);
    expect(await second.hit(key, 2, 60_000)).toBe(false);
    await second.reset(key);
    expect(await first.hit(key, 2, 60_000)).toBe(true);
  });

  it('opens again when the window has passed, and later hits do not stretch it', async () => {
    const key = freshKey();
    expect(await hits(first, key, 2, 1, 300)).toEqual([true, false]);
    await sleep(150);
    // A hit inside the window must not push its end further away (pexpire NX).
    expect(await second.hit(key, 1, 300)).toBe(false);
    await sleep(200);
    expect(await second.hit(key, 1, 300)).toBe(true);
  });
});
