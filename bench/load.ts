import type { HttpResult } from './http';
import { percentile } from './stats';

export interface LoadPlan {
  /** Requests measured (after the warm-up). */
  count: number;
  concurrency: number;
  warmup: number;
  /** Stops early when this much time has passed, whatever the count. */
  maxMs: number;
}

export interface LoadResult {
  done: number;
  errors: number;
  /** The first unexpected status with its body, to explain errors in the report. */
  firstError: string | null;
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second over the measured part. */
  throughput: number;
}

/**
 * Runs a bounded request loop: a warm-up, then `count` requests from `concurrency` workers, or
 * fewer if `maxMs` runs out. `call(i)` sends request number i (warm-up calls get negative numbers).
 */
export async function runLoad(
  plan: LoadPlan,
  call: (i: number) => Promise<HttpResult>,
  ok: (r: HttpResult) => boolean = (r) => r.status === 200,
): Promise<LoadResult> {
  for (let i = 0; i < plan.warmup; i++) await call(-1 - i);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let next = 0;
  const started = performance.now();
  const deadline = started + plan.maxMs;
  const worker = async () => {
    while (next < plan.count && performance.now() < deadline) {
      const result = await call(next++);
      latencies.push(result.ms);
      if (!ok(result)) {
        errors += 1;
        firstError ??= `${result.status} ${result.body.toString('utf8', 0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    done: latencies.length,
    errors,
    firstError,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    throughput: latencies.length / seconds,
  };
}
