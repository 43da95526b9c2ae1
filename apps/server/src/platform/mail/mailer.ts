import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { mailings, mailOutbox, mailUnsubscribes, type MailAttachment, type MailingRecipient } from '../../db/schema/index';
import { signingKey } from '../auth/signingKeys';
import type { Db, DbOrTx } from '../db/client';
import { bulkDocument, fillHtml, fillSubject } from './render';
import { oneClickUrl, unsubscribePage, unsubscribeToken, UNSUBSCRIBE_KEY } from './unsubscribe';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template?: string;
  userId?: number | null;
  replyTo?: string | null;
  /**
   * Not an account mail (confirmation, password, e-mail change): it carries List-Unsubscribe and
   * is skipped for an address that unsubscribed.
   */
  bulk?: boolean;
  mailingId?: number | null;
  attachments?: MailAttachment[] | null;
}

/** A bulk mail to many: sanitised HTML with placeholders and each recipient's values. */
export interface Mailing {
  subject: string;
  html: string;
  replyTo: string | null;
  recipients: MailingRecipient[];
  createdBy: number | null;
}

type OutboxMail = typeof mailOutbox.$inferSelect;

const outboxRow = (m: MailMessage) => ({ ...m, template: m.template ?? null, userId: m.userId ?? null, replyTo: m.replyTo ?? null, bulk: m.bulk ?? false, mailingId: m.mailingId ?? null, attachments: m.attachments?.length ? m.attachments : null });

const QUEUE = 'mail';
const SWEEP_QUEUE = 'mail-sweep';
const FAN_OUT_QUEUE = 'mail-fanout';
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
/**
 * Mails one worker takes per fetch. pg-boss waits out the rest of a polling interval after every
 * fetch, however full, so batch ÷ interval caps the pace: 100 per half second, where SMTP over the
 * pooled connections is the limit (20 per second before, at 20 per second's interval).
 */
const WORKER_BATCH = 100;
const WORKER_POLLING_SECONDS = 0.5;
/** SMTP connections kept open (nodemailer's pool), and so mails of a batch in flight at once. */
const SMTP_CONNECTIONS = 5;
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
  /** Set on shutdown: a batch finishes the mails in flight and hands the rest back to the queue. */
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | null; from: string; mailDir: string; publicUrl: string },
  ) {
    // Pooled: one connection per mail cost a TCP (and TLS) handshake and an SMTP greeting each, which
    // held the worker to about 20 mails a second on a quiet machine (docs/benchmarks.md).
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS, maxMessages: 500, ...SMTP_TIMEOUTS })
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

  /** Writes a mailing in the caller's transaction; call `dispatchMailing` with the id after commit. */
  async enqueueMailing(tx: DbOrTx, mailing: Mailing): Promise<number> {
    const [created] = await tx.insert(mailings).values(mailing).returning({ id: mailings.id });
    return created!.id;
  }

  /** Hands a mailing to the fan-out job; without a queue in this process the sweep does. */
  async dispatchMailing(id: number): Promise<void> {
    await this.boss?.send(FAN_OUT_QUEUE, { id }, { ...RETRY, singletonKey: `mailing-${id}` });
  }

  /**
   * Turns a mailing into one outbox mail per recipient, each with its placeholders filled in and
   * its own unsubscribe link, then dispatches them. Claiming the mailing (`fannedOutAt`) and
   * writing the mails is one transaction: a second run, or a crash halfway, never doubles a mail.
   */
  async fanOut(id: number): Promise<number[]> {
    const key = await signingKey(this.db, UNSUBSCRIBE_KEY);
    const ids = await this.db.transaction(async (tx) => {
      const [mailing] = await tx
        .update(mailings)
        .set({ fannedOutAt: new Date() })
        .where(and(eq(mailings.id, id), isNull(mailings.fannedOutAt)))
        .returning();
      if (!mailing) return [];
      const messages = mailing.recipients.map((r): MailMessage => {
        const token = unsubscribeToken(key, r.to);
        return {
          to: r.to,
          userId: r.userId,
          subject: fillSubject(mailing.subject, r.values),
          ...bulkDocument(fillHtml(mailing.html, r.values), unsubscribePage(this.options.publicUrl, token)),
          template: 'bulk',
          replyTo: mailing.replyTo,
          bulk: true,
          mailingId: mailing.id,
        };
      });
      return this.enqueueMany(tx, messages);
    });
    await this.dispatch(...ids);
    return ids;
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
    this.stopping = false;
    await boss.createQueue(QUEUE, QUEUE_OPTIONS);
    // A queue created before these options existed keeps its old ones unless updated.
    await boss.updateQueue(QUEUE, QUEUE_OPTIONS);
    await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
    await boss.createQueue(FAN_OUT_QUEUE, { name: FAN_OUT_QUEUE, policy: 'short', ...RETRY });
    await boss.work<{ id: number }>(FAN_OUT_QUEUE, async ([job]) => void (await this.fanOut(job!.data.id)));
    await boss.work<{ id: number }>(QUEUE, { batchSize: WORKER_BATCH, pollingIntervalSeconds: WORKER_POLLING_SECONDS }, async (jobs) => {
      const { failed, left } = await this.deliverBatch(jobs.map((job) => job.data.id));
      // Shutting down: the mails not begun get new jobs (their own still active ones complete), so
      // the next worker, here after a restart or on another instance, takes them at once.
      if (left.length) await this.dispatch(...left);
      // pg-boss completes the batch when this resolves; jobs failed first are no longer active,
      // so each failed mail keeps its own retry schedule (its error is on the outbox row).
      const failedJobs = jobs.filter((job) => failed.has(job.data.id)).map((job) => job.id);
      if (failedJobs.length) await boss.fail(QUEUE, failedJobs);
    });
    await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 10 }, () => this.sweep());
    await boss.schedule(SWEEP_QUEUE, '* * * * *');
    await this.sweep();
  }

  /** Re-dispatches every mail still queued, and every mailing not fanned out, after STALE_MS. */
  async sweep(): Promise<void> {
    const before = new Date(Date.now() - STALE_MS);
    const stale = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, before)));
    await this.dispatch(...stale.map((r) => r.id));
    const pending = await this.db
      .select({ id: mailings.id })
      .from(mailings)
      .where(and(isNull(mailings.fannedOutAt), lt(mailings.createdAt, before)));
    for (const { id } of pending) await this.dispatchMailing(id);
  }

  /** List-Unsubscribe with one-click POST (RFC 8058) for a bulk mail; nothing for an account mail. */
  private async unsubscribeHeaders(mail: { to: string; bulk: boolean }): Promise<Record<string, string>> {
    if (!mail.bulk) return {};
    const token = unsubscribeToken(await signingKey(this.db, UNSUBSCRIBE_KEY), mail.to);
    return { 'List-Unsubscribe': `<${oneClickUrl(this.options.publicUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }

  /** Delivers one outbox mail; throws on failure so pg-boss retries it. */
  async deliver(id: number): Promise<void> {
    const [error] = (await this.deliverBatch([id])).failed.values();
    if (error) throw error;
  }

  /** On shutdown, before the job queue stops: batches send no further mail (see `deliverBatch`). */
  stopDelivering(): void {
    this.stopping = true;
  }

  /**
   * Delivers a batch of outbox mails, SMTP_CONNECTIONS at a time over the pooled transport, and
   * answers the error of each mail that failed (marked `failed` with it) and, after
   * `stopDelivering`, the ids of the mails not begun (`left`). Each mail is claimed
   * (`claimed_at`) in one statement right before SMTP: a mail that went out, or that another job
   * is sending at this moment (a sweep's job beside the first, a second instance, an id given
   * twice), is passed over. A claim older than STALE_MS is from a process that died while sending:
   * its mail may be taken again, so a restart loses nothing.
   */
  async deliverBatch(ids: readonly number[]): Promise<{ failed: Map<number, Error>; left: number[] }> {
    const failed = new Map<number, Error>();
    const left: number[] = [];
    const mails = await this.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.id, [...new Set(ids)]), inArray(mailOutbox.status, ['queued', 'failed'])));
    if (!mails.length) return { failed, left };
    // Checked at delivery, so whoever unsubscribes while a mailing waits is spared the rest of it.
    const address = (mail: OutboxMail) => mail.to.trim().toLowerCase();
    const bulkAddresses = [...new Set(mails.filter((m) => m.bulk).map(address))];
    const unsubscribed = new Set(
      bulkAddresses.length
        ? (await this.db.select({ email: mailUnsubscribes.email }).from(mailUnsubscribes).where(inArray(mailUnsubscribes.email, bulkAddresses))).map((r) => r.email)
        : [],
    );
    const skipped = mails.filter((m) => m.bulk && unsubscribed.has(address(m)));
    if (skipped.length) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'skipped', lastError: null })
        .where(inArray(mailOutbox.id, skipped.map((m) => m.id)));
    }
    const toSend = mails.filter((m) => !(m.bulk && unsubscribed.has(address(m))));
    let next = 0;
    const lane = async () => {
      while (next < toSend.length) {
        const mail = toSend[next++]!;
        if (this.stopping) {
          left.push(mail.id);
          continue;
        }
        if (!(await this.claim(mail.id))) continue;
        try {
          await this.send(mail);
        } catch (err) {
          failed.set(mail.id, err as Error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, toSend.length) }, lane));
    return { failed, left };
  }

  /** Takes a mail to send it; false when it went out or another worker holds it (see deliverBatch). */
  private async claim(id: number): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          eq(mailOutbox.id, id),
          inArray(mailOutbox.status, ['queued', 'failed']),
          or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, sql`now() - make_interval(secs => ${STALE_MS / 1000})`)),
        ),
      )
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  /** Hands one mail to SMTP (or the .eml folder) and records the outcome on its outbox row; throws on failure. */
  private async send(mail: OutboxMail): Promise<void> {
    const { id } = mail;
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments ?? undefined,
        headers: await this.unsubscribeHeaders(mail),
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
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, claimedAt: null })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: sql`${mailOutbox.attempts} + 1`, lastError: String((err as Error).message ?? err).slice(0, 1000), claimedAt: null })
        .where(eq(mailOutbox.id, id));
      throw err;
    }
  }

  /** Closes the pooled SMTP connections (on shutdown, after the worker stopped). */
  close(): void {
    this.transport.close();
  }
}
