import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { openTestDatabase } from '../../../test/database';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp';
import type { Database } from '../db/client';
import { Mailer } from './mailer';
import { actionMail } from './templates';

let database: Database & { drop(): Promise<void> };
let peer: SmtpPeer;
let mailDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  peer = await startSmtpPeer();
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-mail-'));
});

afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await peer?.close();
  await database?.drop();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const mailers: Mailer[] = [];
/** A mailer whose pooled SMTP connections are closed after the file (a peer waits for its open connections to close). */
function mailerFor(smtpUrl: string | null): Mailer {
  const mailer = new Mailer(database.db, { smtpUrl, from: 'Coulisse <no-reply@coulisse.test>', mailDir, publicUrl: 'http://coulisse.test' });
  mailers.push(mailer);
  return mailer;
}

let counter = 0;
/** A password-reset mail in the outbox, as the accounts area writes it. */
async function outboxMail(mailer: Mailer) {
  const n = ++counter;
  const to = `lotte${n}@example.be`;
  const url = `http://coulisse.test/nieuw-wachtwoord/?email=${encodeURIComponent(to)}&token=t${n}`;
  const message = actionMail({
    to,
    userId: n,
    template: 'reset-password',
    subjectKey: 'mail.resetSubject',
    bodyKey: 'mail.resetBody',
    actionKey: 'mail.resetAction',
    url,
    params: { firstName: 'Lotte' },
  });
  const id = await database.db.transaction((tx) => mailer.enqueue(tx, message));
  return { id, to, url };
}

const row = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const receivedFor = (to: string) => peer.received.filter((m) => m.envelopeTo.includes(to));

describe('delivery over SMTP_URL', () => {
  it('sends subject, body and link to a real SMTP peer and marks the mail sent', async () => {
    const mailer = mailerFor(peer.url);
    const { id, to, url } = await outboxMail(mailer);
    expect((await row(id)).status).toBe('queued');

    await mailer.deliver(id);

    const [mail] = receivedFor(to);
    expect(mail?.subject).toBe('Wachtwoord wijzigen');
    expect(mail?.from?.address).toBe('no-reply@coulisse.test');
    expect(mail?.text).toContain('Beste Lotte, klik op de link hieronder om een nieuw wachtwoord te kiezen.');
    expect(mail?.text).toContain(url);
    expect(mail?.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(after.sentAt).toBeInstanceOf(Date);
  });

  it('does not send a mail that was already sent', async () => {
    const mailer = mailerFor(peer.url);
    const { id, to } = await outboxMail(mailer);
    await mailer.deliver(id);
    await mailer.deliver(id);
    expect(receivedFor(to)).toHaveLength(1);
    expect((await row(id)).attempts).toBe(1);
  });
});

describe('when SMTP is down', () => {
  it('marks a refused mail failed with the error, throws for a retry, and a later retry delivers it', async () => {
    const mailer = mailerFor(peer.url);
    const { id, to } = await outboxMail(mailer);
    peer.refusing = true;
    try {
      await expect(mailer.deliver(id)).rejects.toThrow(/451/);
    } finally {
      peer.refusing = false;
    }
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/Mailbox tijdelijk niet beschikbaar/);

    await mailer.deliver(id);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(receivedFor(to)).toHaveLength(1);
  });

  it('survives a server that is gone and delivers once it is back on its port', async () => {
    const down = await startSmtpPeer();
    const { port, url } = down;
    await down.close();
    const mailer = mailerFor(url);
    const { id, to } = await outboxMail(mailer);

    await expect(mailer.deliver(id)).rejects.toThrow(/ECONNREFUSED/);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(id)).lastError).toMatch(/ECONNREFUSED/);

    const back = await startSmtpPeer(port);
    try {
      await mailer.deliver(id);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(back.received.map((m) => m.envelopeTo)).toEqual([[to]]);
    } finally {
      mailer.close();
      await back.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as a parseable .eml file to DATA_DIR/mail and marks it sent', async () => {
    const mailer = mailerFor(null);
    const { id, to, url } = await outboxMail(mailer);

    await mailer.deliver(id);

    const files = fs.readdirSync(mailDir).filter((f) => f.endsWith(`-${id}.eml`));
    expect(files).toHaveLength(1);
    const mail = await PostalMime.parse(fs.readFileSync(path.join(mailDir, files[0]!)));
    expect(mail.to?.[0]).toMatchObject({ address: to });
    expect(mail.subject).toBe('Wachtwoord wijzigen');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('Nieuw wachtwoord kiezen');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('requeue', () => {
  it('puts only a failed mail back in the queue', async () => {
    const mailer = mailerFor(null);
    const { id } = await outboxMail(mailer);
    expect(await mailer.requeue(id)).toBe(false);
    await database.db.update(mailOutbox).set({ status: 'failed', attempts: 9 }).where(eq(mailOutbox.id, id));
    expect(await mailer.requeue(id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 9 });
    expect(await mailer.requeue(id)).toBe(false);
  });
});
