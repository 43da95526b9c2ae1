import { asc, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailings, mailOutbox, mailUnsubscribes } from '../../db/schema/index';
import { openTestDatabase } from '../../../test/database';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp';
import { signingKey } from '../auth/signingKeys';
import type { Database } from '../db/client';
import { Mailer, type Mailing } from './mailer';
import { actionMail } from './templates';
import { readUnsubscribeToken, UNSUBSCRIBE_KEY } from './unsubscribe';

let database: Database & { drop(): Promise<void> };
let peer: SmtpPeer;
let mailer: Mailer;
let mailDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  peer = await startSmtpPeer();
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-mailing-'));
  mailer = new Mailer(database.db, { smtpUrl: peer.url, from: 'Coulisse <no-reply@coulisse.test>', mailDir, publicUrl: 'http://coulisse.test' });
});

afterAll(async () => {
  mailer?.close();
  await peer?.close();
  await database?.drop();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const recipient = (to: string, firstName: string) => ({ to, userId: null, values: { firstName, lastName: 'Peeters', email: to, project: 'Kerstmusical' } });
const mailing = (recipients: Mailing['recipients']): Mailing => ({
  subject: 'Repetitie voor {{firstName}}',
  html: '<p>Beste {{firstName}} {{lastName}}, welkom bij <strong>{{project}}</strong>.</p><p><a href="{{firstName}}">link</a></p>',
  replyTo: 'regie@kerstmusical.be',
  recipients,
  createdBy: null,
});
const outboxOf = (mailingId: number) => database.db.select().from(mailOutbox).where(eq(mailOutbox.mailingId, mailingId)).orderBy(asc(mailOutbox.id));
const receivedBy = (to: string) => peer.received.filter((m) => m.envelopeTo.includes(to));

describe('a mailing fanned out into the outbox and delivered to a real SMTP peer', () => {
  it('keeps a delivery status per recipient: sent, failed and skipped for an unsubscribed address', async () => {
    await database.db.insert(mailUnsubscribes).values({ email: 'weg@example.be' });
    const id = await database.db.transaction((tx) =>
      mailer.enqueueMailing(tx, mailing([recipient('an@example.be', 'An'), recipient('geen-adres', 'Niemand'), recipient('WEG@example.be', 'Wim')])),
    );
    const ids = await mailer.fanOut(id);
    expect(ids).toHaveLength(3);
    for (const mailId of ids) await mailer.deliver(mailId).catch(() => undefined);
    expect((await outboxOf(id)).map((m) => [m.to, m.status])).toEqual([
      ['an@example.be', 'sent'],
      ['geen-adres', 'failed'],
      ['WEG@example.be', 'skipped'],
    ]);
    expect(receivedBy('weg@example.be')).toEqual([]);
  });

  it('fills the placeholders per recipient, escaped, and never lets a value make a javascript: link', async () => {
    const id = await database.db.transaction((tx) => mailer.enqueueMailing(tx, mailing([recipient('bert@example.be', '<b>Bert</b> & "co"'), recipient('js@example.be', 'javascript:alert(1)')])));
    const [bert, js] = await mailer.fanOut(id);
    await mailer.deliver(bert!);
    await mailer.deliver(js!);
    const [mail] = receivedBy('bert@example.be');
    expect(mail!.subject).toBe('Repetitie voor <b>Bert</b> & "co"');
    expect(mail!.html).toContain('Beste &lt;b&gt;Bert&lt;/b&gt; &amp; "co" Peeters, welkom bij <strong>Kerstmusical</strong>.');
    expect(mail!.text).toContain('Beste <b>Bert</b> & "co" Peeters, welkom bij Kerstmusical.');
    expect(receivedBy('js@example.be')[0]!.html).not.toMatch(/href="javascript:/i);
  });

  it('sends bulk mail with List-Unsubscribe one-click headers, reply-to and an unsubscribe link that name the address', async () => {
    const id = await database.db.transaction((tx) => mailer.enqueueMailing(tx, mailing([recipient('carla@example.be', 'Carla')])));
    const [mailId] = await mailer.fanOut(id);
    await mailer.deliver(mailId!);
    const [mail] = receivedBy('carla@example.be');
    const header = (name: string) => mail!.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/coulisse\.test\/api\/unsubscribe\/one-click\?token=[^>]+)>$/.exec(header('list-unsubscribe') ?? '');
    expect(oneClick).not.toBeNull();
    expect(mail!.replyTo).toEqual([{ address: 'regie@kerstmusical.be', name: '' }]);
    const link = /http:\/\/coulisse\.test\/afmelden\?token=(\S+)/.exec(mail!.text ?? '')![1]!;
    const key = await signingKey(database.db, UNSUBSCRIBE_KEY);
    expect(readUnsubscribeToken(key, decodeURIComponent(link))).toEqual({ email: 'carla@example.be' });
    expect(readUnsubscribeToken(key, new URL(oneClick![1]!).searchParams.get('token')!)).toEqual({ email: 'carla@example.be' });
  });

  it('still delivers account mails to an unsubscribed address, without List-Unsubscribe', async () => {
    await database.db.insert(mailUnsubscribes).values({ email: 'dirk@example.be' });
    const id = await mailer.enqueue(
      database.db,
      actionMail({ to: 'dirk@example.be', userId: 1, template: 'reset', subjectKey: 'mail.resetSubject', bodyKey: 'mail.resetBody', actionKey: 'mail.resetAction', url: 'http://coulisse.test/x', params: { firstName: 'Dirk' } }),
    );
    await mailer.deliver(id);
    const [mail] = receivedBy('dirk@example.be');
    expect(mail!.subject).toBe('Wachtwoord wijzigen');
    expect(mail!.headers.some((h) => h.key === 'list-unsubscribe')).toBe(false);
  });

  it('fans a mailing out once, however often the job runs', async () => {
    const id = await database.db.transaction((tx) => mailer.enqueueMailing(tx, mailing([recipient('eens@example.be', 'Eva')])));
    const [first, second] = await Promise.all([mailer.fanOut(id), mailer.fanOut(id)]);
    expect([first.length, second.length].sort()).toEqual([0, 1]);
    expect(await mailer.fanOut(id)).toEqual([]);
    expect(await outboxOf(id)).toHaveLength(1);
    const [row] = await database.db.select().from(mailings).where(eq(mailings.id, id));
    expect(row!.fannedOutAt).toBeInstanceOf(Date);
  });
});
