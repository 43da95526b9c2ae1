import { createClient } from 'redis';

/**
 * Fixed-window counters for sign-in and forgot-password (issue 2 §2), per address and per IP.
 * In memory for a single instance; in Redis when REDIS_URL is set so all instances share them.
 */
export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      w.count += 1;
      return w.count <= limit;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

export async function redisRateLimiter(url: string): Promise<RateLimiter> {
  const client = createClient({ url });
  client.on('error', (err: unknown) => console.error('[rate-limit] redis', err));
  await client.connect();
  return {
    async hit(key, limit, windowMs) {
      const k = `coulisse:rl:${key}`;
      const [count] = (await client.multi().incr(k).pExpire(k, windowMs, 'NX').exec()) as unknown as [number];
      return Number(count) <= limit;
    },
    async reset(key) {
      await client.del(`coulisse:rl:${key}`);
    },
    async close() {
      await client.quit();
    },
  };
}
