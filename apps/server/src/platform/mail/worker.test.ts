import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { openTestDatabase } from '../../../test/database';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp';
import type { Database } from '../db/client';
import { startBoss } from '../jobs/boss';
import { Mailer, type MailMessage } from './mailer';

let database: Database & { drop(): Promise<void> };
let boss: PgBoss;
let peer: SmtpPeer;
let mailer: Mailer;
let mailDir: string;

// pg-boss creates its schema once per file; every test shares this worker.
beforeAll(async () => {
  database = await openTestDatabase();
  peer = await startSmtpPeer();
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-worker-'));
  boss = await startBoss(database);
  mailer = new Mailer(database.db, { smtpUrl: peer.url, from: 'Coulisse <no-reply@coulisse.test>', mailDir, publicUrl: 'http://coulisse.test' });
  await mailer.startWorker(boss);
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  mailer?.close();
  await peer?.close();
  await database?.drop();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const message = (to: string): MailMessage => ({ to, subject: `Repetitie voor ${to}`, html: '<p>Tot dan!</p>', text: 'Tot dan!', template: 'test' });

const status = async (id: number) => (await database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;

/** Polls the outbox row until it is sent; fails after `timeoutMs`. */
async function waitUntilSent(id: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await status(id)) !== 'sent') {
    if (Date.now() > deadline) throw new Error(`mail ${id} still ${await status(id)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`the mail worker on pg-boss (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('delivers a mail enqueued in a transaction and dispatched after commit', async () => {
    const id = await database.db.transaction((tx) => mailer.enqueue(tx, message('worker@example.be')));
    await mailer.dispatch(id);
    await waitUntilSent(id);
    expect(peer.received.filter((m) => m.envelopeTo.includes('worker@example.be')).map((m) => m.subject)).toEqual(['Repetitie voor worker@example.be']);
  });

  it('writes and dispatches many mails in batches, each delivered once', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `reeks${i}@example.be`);
    const ids = await database.db.transaction((tx) => mailer.enqueueMany(tx, recipients.map(message)));
    expect(ids).toHaveLength(12);
    await mailer.dispatch(...ids, ids[0]!);
    for (const id of ids) await waitUntilSent(id);
    expect(peer.received.filter((m) => m.envelopeTo.some((to) => to.startsWith('reeks'))).length).toBe(12);
  });

  it('retries only the mail that failed when a batch fails in part', async () => {
    const [good, bad, other] = await database.db.transaction((tx) => mailer.enqueueMany(tx, [message('deel1@example.be'), message('geen-adres'), message('deel2@example.be')]));
    await mailer.dispatch(good!, bad!, other!);
    await waitUntilSent(good!);
    await waitUntilSent(other!);
    const job = async () =>
      (await database.raw.query<{ state: string }>(`select state from pgboss.job where name = 'mail' and singleton_key = $1`, [`mail-${bad}`])).rows[0]?.state;
    const deadline = Date.now() + 10_000;
    while ((await job()) !== 'retry' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await job()).toBe('retry');
    expect(await status(bad!)).toBe('failed');
  });

  it('sweeps up a mail whose job was lost, and leaves a recent queued mail to its own job', async () => {
    const [lost] = await database.db
      .insert(mailOutbox)
      .values({ ...message('verloren@example.be'), createdAt: new Date(Date.now() - 10 * 60_000) })
      .returning({ id: mailOutbox.id });
    const recent = await mailer.enqueue(database.db, message('recent@example.be'));
    await mailer.sweep();
    await waitUntilSent(lost!.id);
    expect(await status(recent)).toBe('queued');
  });

  it('runs the sweep once a minute through a pg-boss schedule', async () => {
    expect((await boss.getSchedules()).map((s) => [s.name, s.cron])).toContainEqual(['mail-sweep', '* * * * *']);
  });

  it('delivers a batch over pooled connections, each mail once: an id twice, two runs at once, a mail already sent', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `partij${i}@example.be`);
    const ids = await database.db.transaction((tx) => mailer.enqueueMany(tx, recipients.map(message)));
    await database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, ids[0]!));
    const [first, second] = await Promise.all([mailer.deliverBatch([...ids, ...ids]), mailer.deliverBatch(ids)]);
    expect([...first.failed.keys(), ...second.failed.keys(), ...first.left, ...second.left]).toEqual([]);
    const received = peer.received.flatMap((m) => m.envelopeTo).filter((to) => to.startsWith('partij'));
    expect(received.sort()).toEqual(recipients.slice(1).sort());
    for (const id of ids) expect(await status(id)).toBe('sent');
  });

  it('takes a mail claimed by a process that died once the claim is stale, and leaves a fresh claim alone', async () => {
    const [stale, fresh] = await database.db
      .insert(mailOutbox)
      .values([
        { ...message('gestorven@example.be'), claimedAt: new Date(Date.now() - 10 * 60_000) },
        { ...message('bezig@example.be'), claimedAt: new Date() },
      ])
      .returning({ id: mailOutbox.id });
    expect((await mailer.deliverBatch([stale!.id, fresh!.id])).failed.size).toBe(0);
    expect(await status(stale!.id)).toBe('sent');
    expect(await status(fresh!.id)).toBe('queued');
    const received = peer.received.flatMap((m) => m.envelopeTo);
    expect(received.filter((to) => to === 'gestorven@example.be')).toHaveLength(1);
    expect(received).not.toContain('bezig@example.be');
  });

  it('queues one job per waiting mail with the retry policy, however often it is dispatched', async () => {
    await boss.offWork('mail');
    const id = await mailer.enqueue(database.db, message('dubbel@example.be'));
    await mailer.dispatch(id, id);
    await mailer.dispatch(id);
    const { rows } = await database.raw.query<{ state: string; retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
      `select state, retry_limit, retry_delay, retry_backoff from pgboss.job where name = 'mail' and singleton_key = $1`,
      [`mail-${id}`],
    );
    expect(rows).toEqual([{ state: 'created', retry_limit: 8, retry_delay: 30, retry_backoff: true }]);
  });
});
