import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let mailer: BuiltUser;
let readerWithoutContact: BuiltUser;
let participant: BuiltUser;
const recipients: BuiltUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  mailer = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'contact'), firstName: 'Pieter', lastName: 'Claes' });
  readerWithoutContact = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read') });
  participant = await buildUser(t.ctx.db);
  for (let i = 0; i < 3; i++) recipients.push(await buildUser(t.ctx.db, { email: `ontvanger${i}@example.be` }));
});

const send = (payload: unknown, user: BuiltUser | null = mailer) => t.app.inject({ method: 'POST', url: '/api/mail', payload: payload as object, headers: user ? bearer(user) : {} });
const outboxSize = async () => (await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const mail = { subject: 'Repetitie zaterdag', body: 'Beste medewerkers,\n\nZaterdag om 14 uur in de zaal.' };

describe('POST /api/mail', () => {
  it('answers 401 without a token', async () => {
    expect((await send({ to: [recipients[0]!.id], ...mail }, null)).statusCode).toBe(401);
  });

  it("answers 400 with 'Nog geen geadresseerden, gelieve een mailadres toe te voegen' without recipients", async () => {
    const res = await send({ to: [], ...mail });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Nog geen geadresseerden, gelieve een mailadres toe te voegen', fields: { to: 'Nog geen geadresseerden, gelieve een mailadres toe te voegen' } });
    expect((await send({ to: [recipients[0]!.id], subject: ' ', body: '' })).json().fields).toMatchObject({ subject: 'Veld mag niet leeg zijn', body: 'Veld mag niet leeg zijn' });
  });

  it('answers 403 without users read and the contact sub-right', async () => {
    expect((await send({ to: [recipients[0]!.id], ...mail }, readerWithoutContact)).statusCode).toBe(403);
    expect((await send({ to: [recipients[0]!.id], ...mail }, participant)).statusCode).toBe(403);
  });

  it('queues one mail per recipient in the outbox, once per person, and answers at once', async () => {
    const ids = recipients.map((r) => r.id);
    const res = await send({ to: [...ids, ids[0]], ...mail });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Mail(s) werd(en) succesvol verzonden', queued: 3 });
    const rows = await t.ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.userId, ids));
    expect(rows.map((r) => r.to).sort()).toEqual(['ontvanger0@example.be', 'ontvanger1@example.be', 'ontvanger2@example.be']);
    expect(rows.every((r) => r.status === 'queued' && r.subject === 'Repetitie zaterdag' && r.template === 'staff-mail')).toBe(true);
    expect(rows[0]!.text).toContain('Zaterdag om 14 uur in de zaal.');
    expect(rows[0]!.text).toContain('Deze mail werd verstuurd door Pieter Claes via Coulisse.');
    expect(rows[0]!.html).toContain('<p>Beste medewerkers,</p>\n<p>Zaterdag om 14 uur in de zaal.</p>');
  });

  it('escapes the HTML of the message and keeps the subject on one line', async () => {
    const to = recipients[1]!.id;
    await send({ to: [to], subject: 'Hallo\r\nBcc: iemand@example.be', body: '<script>alert(1)</script>\n<b>vet</b> & "zo"' });
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Hallo Bcc: iemand@example.be'));
    expect(row!.html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;b&gt;vet&lt;/b&gt; &amp; &quot;zo&quot;</p>');
    expect(row!.html).not.toContain('<script>');
  });

  it('refuses the whole mail when a recipient does not exist, and queues nothing', async () => {
    const before = await outboxSize();
    const res = await send({ to: [recipients[0]!.id, 2_000_000_000], ...mail });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Een of meer geadresseerden bestaan niet (meer).');
    expect(await outboxSize()).toBe(before);
  });
});
