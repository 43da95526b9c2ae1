import { createClient } from 'redis';

/**
 * Fixed-window counters for the abuse limits (sign-in, sign-up, forgot-password, kiosk pin).
 * In memory for a single instance; in Redis when REDIS_URL is set so all instances share them.
 * Both implementations keep the same rules: a window starts with the first count of a key and
 * never stretches; a key whose window has passed counts 0.
 */
export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** The counts of the keys in their current windows (0 for a key without one). */
  peek(keys: readonly string[]): Promise<number[]>;
  /**
   * Adds `amount` to every key in one atomic step and answers the new counts. A negative amount
   * gives back what an attempt took: it never goes below 0 and never starts a window.
   */
  add(keys: readonly string[], amount: number, windowMs: number): Promise<number[]>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Counters = Omit<RateLimiter, 'hit'>;

/** `hit` is one `add`, written once for both stores. */
const withHit = (counters: Counters): RateLimiter => ({
  ...counters,
  async hit(key, limit, windowMs) {
    const [count] = await counters.add([key], 1, windowMs);
    return count! <= limit;
  },
});

/** In-process counters; `now` is the clock, so tests move time instead of waiting. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && window.resetAt > at ? window : undefined;
  };
  const sweep = (at: number) => {
    if (windows.size > 100_000) for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return withHit({
    async peek(keys) {
      const at = now();
      return keys.map((key) => current(key, at)?.count ?? 0);
    },
    async add(keys, amount, windowMs) {
      const at = now();
      sweep(at);
      return keys.map((key) => {
        const window = current(key, at) ?? { count: 0, resetAt: at + windowMs };
        const count = Math.max(0, window.count + amount);
        if (count === 0) windows.delete(key);
        else windows.set(key, { ...window, count });
        return count;
      });
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  });
}

/**
 * The same step as the memory `add`, atomic in Redis: INCRBY keeps a key's expiry, so only a new
 * key gets one (SET … PX) and a window never stretches; a count that reaches 0 is deleted.
 */
const ADD_SCRIPT = `
local amount = tonumber(ARGV[1])
local counts = {}
for i, key in ipairs(KEYS) do
  local before = tonumber(redis.call('GET', key) or '0')
  local after = before + amount
  if after <= 0 then
    redis.call('DEL', key)
    after = 0
  elseif before == 0 then
    redis.call('SET', key, after, 'PX', ARGV[2])
  else
    redis.call('INCRBY', key, amount)
  end
  counts[i] = after
end
return counts`;

/** Counters shared by every instance on one Redis; `prefix` keeps tests apart from each other. */
export async function redisRateLimiter(url: string, prefix = 'coulisse:rl:'): Promise<RateLimiter> {
  const client = createClient({ url });
  client.on('error', (err: unknown) => console.error('[rate-limit] redis', err));
  await client.connect();
  const prefixed = (keys: readonly string[]) => keys.map((key) => prefix + key);
  return withHit({
    async peek(keys) {
      if (keys.length === 0) return [];
      const values = await client.mGet(prefixed(keys));
      return values.map((value) => Number(value ?? 0));
    },
    async add(keys, amount, windowMs) {
      if (keys.length === 0) return [];
      const counts = (await client.eval(ADD_SCRIPT, { keys: prefixed(keys), arguments: [String(amount), String(windowMs)] })) as number[];
      return counts.map(Number);
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      await client.quit();
    },
  });
}
