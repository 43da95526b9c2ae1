import type PgBoss from 'pg-boss';

/** What a module declares for one durable job queue. */
export interface JobDefinition<T extends object> {
  /** The pg-boss queue name. */
  name: string;
  /** Does the work; throwing makes pg-boss retry the job. It must be idempotent: a job may run twice. */
  work(data: T): Promise<void>;
  /** Retries with back-off (pg-boss options); by default 5 retries from 10 s, doubling. */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
  /**
   * Runs once a minute on one instance: re-sends the jobs a crash lost between commit and send, or
   * that an instance without workers (`WORKERS=0`, whose `send` does nothing) wrote.
   */
  sweep?(): Promise<void>;
}

const DEFAULT_RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/**
 * The modules' durable jobs on pg-boss (platform/jobs/boss.ts). A module defines its queues while
 * its routes are registered; `startServer` starts their workers with the mail worker. Callers write
 * their state in their own transaction first and `send` after commit, so the state, not the queue,
 * is the source of truth: the sweep finds whatever a lost `send` left undone.
 */
export class Jobs {
  private boss: PgBoss | null = null;
  private readonly definitions = new Map<string, JobDefinition<object>>();

  define<T extends object>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition);
  }

  /** Queues one job; `key` makes it a singleton while it waits. Without workers in this process the sweep sends it later. */
  async send<T extends object>(name: string, data: T, key: string): Promise<void> {
    if (!this.boss) return;
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job queue ${name}`);
    await this.boss.send(name, data, { ...(definition.retry ?? DEFAULT_RETRY), singletonKey: key });
  }

  /** Creates the queues, starts one worker per queue and schedules the sweeps; the first sweep runs at once. */
  async start(boss: PgBoss): Promise<void> {
    this.boss = boss;
    for (const definition of this.definitions.values()) {
      const options = { name: definition.name, policy: 'short', ...(definition.retry ?? DEFAULT_RETRY) } as const;
      await boss.createQueue(definition.name, options);
      await boss.updateQueue(definition.name, options);
      await boss.work<object>(definition.name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => definition.work(job!.data));
      if (!definition.sweep) continue;
      const sweep = definition.sweep.bind(definition);
      const sweepQueue = `${definition.name}-sweep`;
      await boss.createQueue(sweepQueue, { name: sweepQueue, policy: 'short' });
      await boss.work(sweepQueue, { pollingIntervalSeconds: 10 }, () => sweep());
      await boss.schedule(sweepQueue, '* * * * *');
      await sweep();
    }
  }
}
