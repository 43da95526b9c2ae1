import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exitOnStopSignals } from './shutdown';

/** exitOnStopSignals on a fake process: signals are sent by hand, exits and log lines recorded. */
function harness(stop: () => Promise<void>) {
  const listeners = new Map<string, (signal: NodeJS.Signals) => void>();
  const exits: number[] = [];
  const logs: string[] = [];
  exitOnStopSignals(stop, {
    on: (signal, listener) => listeners.set(signal, listener),
    exit: (code) => exits.push(code),
    log: (line) => logs.push(line),
  });
  return { send: (signal: NodeJS.Signals) => listeners.get(signal)!(signal), exits, logs };
}

const never = () => new Promise<void>(() => undefined);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stop signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s stops once and exits 0', async (signal) => {
    const stop = vi.fn(async () => undefined);
    const p = harness(stop);
    p.send(signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(stop).toHaveBeenCalledOnce();
    expect(p.exits).toEqual([0]);
  });

  it('takes copies of the signal within a second as the same request (process group, npm, start.mjs)', async () => {
    const p = harness(never);
    p.send('SIGINT');
    p.send('SIGINT');
    await vi.advanceTimersByTimeAsync(999);
    p.send('SIGTERM');
    expect(p.exits).toEqual([]);
  });

  it('exits 1 at once on a signal after that second, with a log line', async () => {
    const p = harness(never);
    p.send('SIGINT');
    await vi.advanceTimersByTimeAsync(1_000);
    p.send('SIGINT');
    expect(p.exits).toEqual([1]);
    expect(p.logs.at(-1)).toMatch(/SIGINT again/);
  });

  it('exits 1 with a log line when stopping takes 10 s', async () => {
    const p = harness(never);
    p.send('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(p.exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.exits).toEqual([1]);
    expect(p.logs.at(-1)).toMatch(/not stopped within 10 s/);
  });

  it('exits 1 with the error when stopping fails', async () => {
    const p = harness(() => Promise.reject(new Error('pool already ended')));
    p.send('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(p.exits).toEqual([1]);
    expect(p.logs.at(-1)).toMatch(/pool already ended/);
  });
});
