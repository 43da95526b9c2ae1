import type PgBoss from 'pg-boss';

/** A queue a module declares: its pg-boss options, how its worker fetches, its handler and an optional cron. */
export interface QueueDefinition<T extends object> {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  work: PgBoss.WorkOptions;
  /** Throws to fail the whole batch (retried by the queue's policy). */
  handle(jobs: PgBoss.Job<T>[]): Promise<void>;
  /** A cron expression: the queue also gets a scheduled job with empty data (run by one instance). */
  cron?: string;
  /** Runs once the workers are started (a first sweep). */
  onStart?(): Promise<void>;
}

/**
 * The job queues of the modules (the platform never imports a module): a module defines its
 * queues while the app is built; `start` creates them and their workers once pg-boss runs in this
 * process (WORKERS on). Without it `send` hands nothing over, so every module keeps its own record
 * of work to do and a sweep (the mail outbox pattern).
 */
export class Jobs {
  private boss: PgBoss | null = null;
  private readonly queues = new Map<string, QueueDefinition<never>>();

  define<T extends object>(definition: QueueDefinition<T>): void {
    if (this.queues.has(definition.name)) throw new Error(`queue ${definition.name} is defined twice`);
    this.queues.set(definition.name, definition as unknown as QueueDefinition<never>);
  }

  async start(boss: PgBoss): Promise<void> {
    this.boss = boss;
    for (const q of this.queues.values()) {
      const options = { name: q.name, ...q.options };
      await boss.createQueue(q.name, options);
      // A queue created before its options changed keeps the old ones unless updated.
      await boss.updateQueue(q.name, options);
      await boss.work(q.name, q.work, (jobs) => q.handle(jobs as never));
      if (q.cron) await boss.schedule(q.name, q.cron);
    }
    for (const q of this.queues.values()) await q.onStart?.();
  }

  /** Whether this process hands jobs to pg-boss. */
  get running(): boolean {
    return this.boss !== null;
  }

  /** Queues a job; null when this process runs no pg-boss (the module's sweep picks the work up) or a singleton waits already. */
  async send(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
    if (!this.boss) return null;
    return this.boss.send(name, data, { ...this.queues.get(name)?.options, ...options });
  }

  /** Cancels waiting jobs (a reminder that is no longer wanted); ignores ids pg-boss no longer has. */
  async cancel(name: string, ids: string[]): Promise<void> {
    if (this.boss && ids.length) await this.boss.cancel(name, ids);
  }
}
