import { and, eq, lt, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { mailOutbox, type MailAttachment } from '../../db/schema/index';
import type { Db, DbOrTx } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template?: string;
  userId?: number | null;
  attachments?: MailAttachment[] | null;
}

const outboxRow = (m: MailMessage) => ({ ...m, template: m.template ?? null, userId: m.userId ?? null, attachments: m.attachments?.length ? m.attachments : null });

const QUEUE = 'mail';
const SWEEP_QUEUE = 'mail-sweep';
/**
 * 8 retries, the first after 30–60 s, each next one twice as late (pg-boss adds jitter): the last
 * comes roughly 2–4 hours after the first failure. After that the mail stays `failed` until a
 * level-1 user retries it from the outbox.
 */
const RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;
/**
 * The `short` policy keeps at most one waiting job per singleton key, so dispatching a mail twice
 * (a sweep, a second instance starting) while its job still waits adds nothing.
 */
const QUEUE_OPTIONS = { name: QUEUE, policy: 'short', ...RETRY } as const;
/** A queued mail older than this has lost its job (crash between commit and dispatch, an instance without workers). */
const STALE_MS = 3 * 60_000;
/** Mails written or handed to the queue per statement when many go out at once (imports, staff mails). */
const BATCH = 500;
/** Mails one worker fetches and delivers per polling round. */
const WORKER_BATCH = 20;
/** Bounds one SMTP attempt well below STALE_MS, so a sweep never re-sends a mail still being sent. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 };

/**
 * The mail outbox (ARCHITECTURE §2, issue 2 §5). A mail is first written to `mail_outbox` in the
 * caller's transaction, then handed to pg-boss after commit. The worker delivers over SMTP, or
 * writes an .eml file to DATA_DIR/mail when no SMTP_URL is set. Failures are retried with
 * back-off; the outbox row always tells what happened, so nothing is lost when SMTP is down.
 */
export class Mailer {
  private transport: Transporter;
  private boss: PgBoss | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | null; from: string; mailDir: string },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Writes the mail to the outbox; call `dispatch` with the id after the transaction commits. */
  async enqueue(tx: DbOrTx, message: MailMessage): Promise<number> {
    const [row] = await tx
      .insert(mailOutbox)
      .values(outboxRow(message))
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** Writes many mails to the outbox with a few multi-row inserts; dispatch the ids after commit. */
  async enqueueMany(tx: DbOrTx, messages: readonly MailMessage[]): Promise<number[]> {
    const ids: number[] = [];
    for (let start = 0; start < messages.length; start += BATCH) {
      const rows = await tx
        .insert(mailOutbox)
        .values(messages.slice(start, start + BATCH).map(outboxRow))
        .returning({ id: mailOutbox.id });
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /**
   * Hands queued mails to the job queue; without a queue in this process the worker's sweep picks
   * them up. Many ids go in batches of one statement each (`insert` skips a mail whose job still
   * waits, like `send` with its singleton key).
   */
  async dispatch(...ids: number[]): Promise<void> {
    if (!this.boss) return;
    if (ids.length === 1) {
      await this.boss.send(QUEUE, { id: ids[0] }, { ...RETRY, singletonKey: `mail-${ids[0]}` });
      return;
    }
    for (let start = 0; start < ids.length; start += BATCH) {
      await this.boss.insert(ids.slice(start, start + BATCH).map((id) => ({ name: QUEUE, data: { id }, ...RETRY, singletonKey: `mail-${id}` })));
    }
  }

  /** Puts a failed mail back in the queue (outbox "retry"); false when it is not failed. */
  async requeue(id: number): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ status: 'queued' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id });
    if (rows.length) await this.dispatch(id);
    return rows.length > 0;
  }

  /**
   * Starts the mail worker and, once a minute on one instance (pg-boss cron), the sweep that
   * re-dispatches queued mails whose job was lost; the first sweep runs at once.
   */
  async startWorker(boss: PgBoss): Promise<void> {
    this.boss = boss;
    await boss.createQueue(QUEUE, QUEUE_OPTIONS);
    // A queue created before these options existed keeps its old ones unless updated.
    await boss.updateQueue(QUEUE, QUEUE_OPTIONS);
    await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
    // pg-boss waits a polling interval after every fetch, so the batch sets the pace: up to
    // WORKER_BATCH mails a second (an import of 5,000 invitations goes out in minutes, not hours).
    await boss.work<{ id: number }>(QUEUE, { batchSize: WORKER_BATCH, pollingIntervalSeconds: 1 }, async (jobs) => {
      const failed: string[] = [];
      for (const job of jobs) {
        try {
          await this.deliver(job.data.id);
        } catch {
          failed.push(job.id);
        }
      }
      // pg-boss completes the batch when this resolves; jobs failed first are no longer active,
      // so each failed mail keeps its own retry schedule (its error is on the outbox row).
      if (failed.length) await boss.fail(QUEUE, failed);
    });
    await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 10 }, () => this.sweep());
    await boss.schedule(SWEEP_QUEUE, '* * * * *');
    await this.sweep();
  }

  /** Re-dispatches every mail still queued after STALE_MS. */
  async sweep(): Promise<void> {
    const stale = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, new Date(Date.now() - STALE_MS))));
    await this.dispatch(...stale.map((r) => r.id));
  }

  /** Delivers one outbox mail; throws on failure so pg-boss retries it. */
  async deliver(id: number): Promise<void> {
    const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status === 'sent') return;
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments ?? undefined,
      });
      if (!this.options.smtpUrl) {
        await fs.mkdir(this.options.mailDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        // Written under a temporary name and renamed, so a reader of the folder never sees half a mail.
        const file = path.join(this.options.mailDir, `${stamp}-${id}.eml`);
        await fs.writeFile(`${file}.partial`, (info as unknown as { message: Buffer }).message);
        await fs.rename(`${file}.partial`, file);
      }
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: sql`${mailOutbox.attempts} + 1`, lastError: String((err as Error).message ?? err).slice(0, 1000) })
        .where(eq(mailOutbox.id, id));
      throw err;
    }
  }
}
