import type { MemoryPeak } from './protocol';

const MB = 1024 * 1024;

/**
 * Samples the process's memory every few milliseconds between start and stop. A forced garbage
 * collection first (the process runs with --expose-gc) gives a baseline without old garbage.
 * With `live`, a collection every 500 ms also measures the live heap (what the export retains), as
 * the plain heap peak mostly shows garbage not yet collected.
 */
export function memorySampler() {
  let timers: NodeJS.Timeout[] = [];
  let before = process.memoryUsage();
  let peakRss = 0;
  let peakHeap = 0;
  let peakLive: number | null = null;
  let samples = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    samples += 1;
  };
  const collect = () => {
    globalThis.gc?.();
    peakLive = Math.max(peakLive ?? 0, process.memoryUsage().heapUsed);
  };
  return {
    start(live: boolean) {
      globalThis.gc?.();
      before = process.memoryUsage();
      peakRss = before.rss;
      peakHeap = before.heapUsed;
      peakLive = live ? before.heapUsed : null;
      samples = 0;
      timers = [setInterval(sample, 5), ...(live ? [setInterval(collect, 500)] : [])];
    },
    stop(): MemoryPeak {
      for (const timer of timers) clearInterval(timer);
      sample();
      // One last collection: whatever the export left behind counts too.
      if (peakLive !== null) collect();
      return {
        rssBeforeMb: before.rss / MB,
        rssPeakMb: peakRss / MB,
        heapBeforeMb: before.heapUsed / MB,
        heapPeakMb: peakHeap / MB,
        liveHeapPeakMb: peakLive === null ? null : peakLive / MB,
        samples,
      };
    },
  };
}
