/** How long a graceful stop may take before the process exits anyway. */
const STOP_DEADLINE_MS = 10_000;
/**
 * A signal this soon after the first is the same request delivered twice, not an insisting user:
 * Ctrl-C reaches the whole process group (npm, scripts/start.mjs, the server), and npm and
 * start.mjs each forward it as well; a supervisor that signals a whole cgroup does the same.
 */
const REPEAT_WINDOW_MS = 1_000;

export interface StopSignalOptions {
  deadlineMs?: number;
  repeatWindowMs?: number;
  /** Injected by tests; the process otherwise. */
  on?: (signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void) => void;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}

/**
 * SIGTERM and SIGINT stop the server gracefully (`stop`) and exit 0. The process exits 1 at once,
 * with a log line, when `stop` fails, when it has not finished within the deadline, or when
 * another signal comes after the repeat window (someone pressing Ctrl-C again).
 */
export function exitOnStopSignals(stop: () => Promise<void>, options: StopSignalOptions = {}): void {
  const { deadlineMs = STOP_DEADLINE_MS, repeatWindowMs = REPEAT_WINDOW_MS } = options;
  const on = options.on ?? ((signal, listener) => process.on(signal, listener));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((message: string) => console.error(message));
  let firstAt: number | null = null;

  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== null) {
      if (Date.now() - firstAt < repeatWindowMs) return;
      log(`[shutdown] ${signal} again: stopping at once`);
      return exit(1);
    }
    firstAt = Date.now();
    log(`[shutdown] ${signal}: finishing requests in flight, then stopping (at most ${deadlineMs / 1000} s)`);
    const deadline = setTimeout(() => {
      log(`[shutdown] not stopped within ${deadlineMs / 1000} s: stopping at once`);
      exit(1);
    }, deadlineMs);
    stop().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log(`[shutdown] stopping failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        exit(1);
      },
    );
  };
  on('SIGTERM', onSignal);
  on('SIGINT', onSignal);
}
