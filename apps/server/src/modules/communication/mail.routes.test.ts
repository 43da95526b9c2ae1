import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailings, mailOutbox, mailUnsubscribes } from '../../db/schema/index';
import { signingKey } from '../../platform/auth/signingKeys';
import { UNSUBSCRIBE_KEY, unsubscribeToken } from '../../platform/mail/unsubscribe';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let admin: BuiltUser;
let mailer: BuiltUser;
let readerWithoutContact: BuiltUser;
let participant: BuiltUser;
let projectId: number;
const recipients: BuiltUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  mailer = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'contact'), firstName: 'Pieter', lastName: 'Claes' });
  readerWithoutContact = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read') });
  participant = await buildUser(t.ctx.db);
  for (let i = 0; i < 3; i++) recipients.push(await buildUser(t.ctx.db, { email: `ontvanger${i}@example.be`, firstName: `Voornaam${i}`, lastName: 'Janssens' }));
  projectId = (await buildProject(t.ctx.db, { name: 'Kerstmusical', replyTo: 'regie@kerstmusical.be' })).id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user: BuiltUser | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const outboxSize = async () => (await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const mail = { subject: 'Repetitie zaterdag voor {{firstName}}', html: '<p>Beste {{firstName}},</p><p>Zaterdag om 14 uur in de zaal van {{project}}.</p>' };
/** Runs the fan-out job of the answer's mailing, as the worker would, and reads its outbox mails. */
async function fannedOut(res: { json(): { mailingId: number } }) {
  await t.ctx.mailer.fanOut(res.json().mailingId);
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailingId, res.json().mailingId));
}

describe('POST /api/mail', () => {
  const send = (payload: unknown, user: BuiltUser | null = mailer) => call('POST', '/api/mail', user, payload);

  it('answers 401 without a token', async () => {
    expect((await send({ to: [recipients[0]!.id], ...mail }, null)).statusCode).toBe(401);
  });

  it("answers 400 with 'Nog geen geadresseerden, gelieve een mailadres toe te voegen', empty fields and unknown placeholders", async () => {
    const res = await send({ to: [], ...mail });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Nog geen geadresseerden, gelieve een mailadres toe te voegen', fields: { to: 'Nog geen geadresseerden, gelieve een mailadres toe te voegen' } });
    expect((await send({ to: [recipients[0]!.id], subject: ' ', html: '' })).json().fields).toMatchObject({ subject: 'Veld mag niet leeg zijn', html: 'Veld mag niet leeg zijn' });
    const unknown = await send({ to: [recipients[0]!.id], subject: 'Hallo {{voornaam}}', html: '<p>{{firstName}}</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.subject).toBe('Onbekende plaatshouder "voornaam"; toegelaten zijn firstName, lastName, email, project');
  });

  it('answers 400 for a body that sanitising empties', async () => {
    const res = await send({ to: [recipients[0]!.id], subject: 'x', html: '<script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ html: 'Veld mag niet leeg zijn' });
  });

  it('answers 403 without users read and the contact sub-right', async () => {
    expect((await send({ to: [recipients[0]!.id], ...mail }, readerWithoutContact)).statusCode).toBe(403);
    expect((await send({ to: [recipients[0]!.id], ...mail }, participant)).statusCode).toBe(403);
  });

  it('answers at once with the mailing; the job writes one mail per recipient, once per person, placeholders filled', async () => {
    const ids = recipients.map((r) => r.id);
    const before = await outboxSize();
    const res = await send({ to: [...ids, ids[0]], ...mail });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Mail(s) werd(en) succesvol verzonden', mailingId: expect.any(Number), recipients: 3 });
    expect(await outboxSize()).toBe(before);
    const rows = await fannedOut(res);
    expect(rows.map((r) => [r.to, r.subject, r.userId]).sort()).toEqual(recipients.map((r, i) => [r.email, `Repetitie zaterdag voor Voornaam${i}`, r.id]));
    expect(rows.every((r) => r.status === 'queued' && r.bulk && r.replyTo === null)).toBe(true);
    expect(rows[0]!.html).toMatch(/<p>Beste Voornaam\d,<\/p><p>Zaterdag om 14 uur in de zaal van \.<\/p>/);
  });

  it('sends from a project: its reply-to address and its name in {{project}}', async () => {
    const res = await send({ to: [recipients[0]!.id], ...mail, projectId });
    const [row] = await fannedOut(res);
    expect(row!.replyTo).toBe('regie@kerstmusical.be');
    expect(row!.text).toContain('Zaterdag om 14 uur in de zaal van Kerstmusical.');
    const missing = await send({ to: [recipients[0]!.id], ...mail, projectId: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ projectId: 'Dit project bestaat niet (meer).' });
  });

  it('sanitises the HTML on the server', async () => {
    const res = await send({ to: [recipients[1]!.id], subject: 'Hallo\r\nBcc: iemand@example.be', html: '<p onclick="alert(1)">Hallo <a href="javascript:alert(1)">hier</a></p><script>alert(1)</script>' });
    const [stored] = await t.ctx.db.select().from(mailings).where(eq(mailings.id, res.json().mailingId));
    expect(stored!.html).toBe('<p>Hallo <a rel="noopener noreferrer" target="_blank">hier</a></p>');
    const [row] = await fannedOut(res);
    expect(row!.subject).toBe('Hallo Bcc: iemand@example.be');
    expect(row!.html).not.toMatch(/script|onclick|javascript:/);
  });

  it('refuses the whole mail when a recipient does not exist, and writes nothing', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(mailings))[0]!.n;
    const res = await send({ to: [recipients[0]!.id, 2_000_000_000], ...mail });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Een of meer geadresseerden bestaan niet (meer).');
    expect((await t.ctx.db.select({ n: count() }).from(mailings))[0]!.n).toBe(before);
  });
});

describe('POST /api/mail/send', () => {
  const send = (payload: unknown, user: BuiltUser | null = mailer) => call('POST', '/api/mail/send', user, payload);

  it('answers 401, 400, 403, then mails each address once, with the names of a known person', async () => {
    expect((await send({ addresses: ['a@example.be'], ...mail }, null)).statusCode).toBe(401);
    const bad = await send({ addresses: ['geen-adres'], ...mail });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['addresses.0']).toBe('E-mailadres is geen geldig mailadres');
    expect((await send({ addresses: ['a@example.be'], ...mail }, readerWithoutContact)).statusCode).toBe(403);
    const res = await send({ addresses: ['ONTVANGER2@example.be', 'huurder@example.be', 'ontvanger2@example.be'], ...mail });
    expect(res.statusCode).toBe(202);
    expect(res.json().recipients).toBe(2);
    const rows = await fannedOut(res);
    expect(rows.map((r) => [r.to, r.subject, r.userId])).toEqual([
      ['ONTVANGER2@example.be', 'Repetitie zaterdag voor Voornaam2', recipients[2]!.id],
      ['huurder@example.be', 'Repetitie zaterdag voor ', null],
    ]);
  });
});

describe('the mail templates', () => {
  const template = { name: 'Uitnodiging', subject: 'Welkom {{firstName}}', html: '<p>Beste {{firstName}} {{lastName}}</p><img src=x onerror=alert(1)>' };
  let id = 0;

  it('are created by level 1 only: 401 → 400 → 403 → 201, stored sanitised', async () => {
    expect((await call('POST', '/api/mail/templates', null, template)).statusCode).toBe(401);
    const bad = await call('POST', '/api/mail/templates', admin, { ...template, name: 'x', html: '<p>{{naam}}</p>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'min. 2 en max. 100 karakters', html: 'Onbekende plaatshouder "naam"; toegelaten zijn firstName, lastName, email, project' });
    expect((await call('POST', '/api/mail/templates', mailer, template)).statusCode).toBe(403);
    const res = await call('POST', '/api/mail/templates', admin, template);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Uitnodiging', subject: 'Welkom {{firstName}}', html: '<p>Beste {{firstName}} {{lastName}}</p>', updatedAt: expect.any(String) });
    id = res.json().id;
  });

  it('are read by whoever may mail: the list and one by id (404 when missing)', async () => {
    expect((await call('GET', '/api/mail/templates', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/mail/templates', readerWithoutContact)).statusCode).toBe(403);
    const list = await call('GET', '/api/mail/templates', mailer);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id, name: 'Uitnodiging' }] });
    expect((await call('GET', '/api/mail/template/abc', mailer)).statusCode).toBe(400);
    expect((await call('GET', `/api/mail/template/${id}`, participant)).statusCode).toBe(403);
    expect((await call('GET', `/api/mail/template/${id}`, mailer)).json()).toMatchObject({ id, subject: 'Welkom {{firstName}}' });
    expect((await call('GET', '/api/mail/template/999999', mailer)).statusCode).toBe(404);
  });

  it('are changed and deleted by level 1 only', async () => {
    const changed = { ...template, name: 'Uitnodiging 2', html: '<p>Dag {{firstName}}</p>' };
    expect((await call('PUT', `/api/mail/template/${id}`, null, changed)).statusCode).toBe(401);
    expect((await call('PUT', `/api/mail/template/${id}`, admin, { ...changed, subject: '' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/mail/template/${id}`, mailer, changed)).statusCode).toBe(403);
    expect((await call('PUT', `/api/mail/template/${id}`, admin, changed)).json()).toMatchObject({ id, name: 'Uitnodiging 2', html: '<p>Dag {{firstName}}</p>' });
    expect((await call('PUT', '/api/mail/template/999999', admin, changed)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/mail/template/${id}`, mailer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/mail/template/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/mail/template/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('unsubscribing', () => {
  const tokenFor = async (email: string, at = Date.now()) => unsubscribeToken(await signingKey(t.ctx.db, UNSUBSCRIBE_KEY), email, at);
  const unsubscribed = async (email: string) => (await t.ctx.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.email, email))).length > 0;

  it('turns bulk mail off with the token of the link, signed out', async () => {
    const res = await call('POST', '/api/unsubscribe', null, { token: await tokenFor('Ontvanger0@example.be') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'U bent uitgeschreven voor alle mails.' });
    expect(await unsubscribed('ontvanger0@example.be')).toBe(true);
    // Twice is fine: the link may be followed again.
    expect((await call('POST', '/api/unsubscribe', null, { token: await tokenFor('ontvanger0@example.be') })).statusCode).toBe(200);
  });

  it('refuses a tampered or expired token with a Dutch 400, and a missing one as a bad body', async () => {
    const token = await tokenFor('ontvanger1@example.be');
    const tampered = await call('POST', '/api/unsubscribe', null, { token: token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Deze uitschrijflink is ongeldig.');
    const expired = await call('POST', '/api/unsubscribe', null, { token: await tokenFor('ontvanger1@example.be', Date.now() - 400 * 86_400_000) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Deze uitschrijflink is verlopen. Meld u aan en zet groepsmails uit in uw profiel.');
    expect((await call('POST', '/api/unsubscribe', null, {})).statusCode).toBe(400);
    expect(await unsubscribed('ontvanger1@example.be')).toBe(false);
  });

  it('answers the List-Unsubscribe one-click POST of a mail client (RFC 8058)', async () => {
    const token = await tokenFor('ontvanger1@example.be');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await unsubscribed('ontvanger1@example.be')).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/unsubscribe/one-click?token=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);
  });

  it('skips later bulk mail to them in the outbox, while others get it', async () => {
    const res = await call('POST', '/api/mail', mailer, { to: recipients.map((r) => r.id), ...mail });
    const rows = await fannedOut(res);
    for (const row of rows) await t.ctx.mailer.deliver(row.id);
    const after = await t.ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, rows.map((r) => r.id)));
    expect(Object.fromEntries(after.map((r) => [r.to, r.status]))).toEqual({ 'ontvanger0@example.be': 'skipped', 'ontvanger1@example.be': 'skipped', 'ontvanger2@example.be': 'sent' });
  });

  it('shows the setting to the person and staff with the contact right; only the person turns it back on', async () => {
    const [person] = recipients;
    const url = `/api/user/${person!.id}/mail-settings`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, participant)).statusCode).toBe(403);
    expect((await call('GET', url, person!)).json()).toEqual({ bulkMail: false });
    expect((await call('GET', url, mailer)).json()).toEqual({ bulkMail: false });
    expect((await call('PUT', url, person!, { bulkMail: 'ja' })).statusCode).toBe(400);
    expect((await call('PUT', url, admin, { bulkMail: true })).statusCode).toBe(403);
    expect((await call('PUT', url, person!, { bulkMail: true })).json()).toEqual({ bulkMail: true });
    expect(await unsubscribed('ontvanger0@example.be')).toBe(false);
    expect((await call('PUT', url, person!, { bulkMail: false })).json()).toEqual({ bulkMail: false });
    expect(await unsubscribed('ontvanger0@example.be')).toBe(true);
  });
});
