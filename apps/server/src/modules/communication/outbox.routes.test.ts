import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let admin: BuiltUser;
let staff: BuiltUser;
let participant: BuiltUser;
const ids: Record<string, number> = {};

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  // Level 2 with every right of an area still is not level 1: the outbox is level 1 only.
  staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update') });
  participant = await buildUser(t.ctx.db);
  const body = { html: '<p>Hallo</p>', text: 'Hallo', template: 'test' };
  const rows = await t.ctx.db
    .insert(mailOutbox)
    .values([
      { ...body, to: 'an@example.be', subject: 'Bevestig uw mailadres', status: 'sent', attempts: 1, createdAt: minutesAgo(50), sentAt: minutesAgo(49) },
      { ...body, to: 'bert@example.be', subject: 'Wachtwoord wijzigen', status: 'failed', attempts: 9, lastError: 'connect ECONNREFUSED', createdAt: minutesAgo(40) },
      { ...body, to: 'carla@example.be', subject: 'Repetitie 100% zeker', status: 'queued', createdAt: minutesAgo(30) },
      { ...body, to: 'dirk@example.be', subject: 'Bevestig uw mailadres', status: 'sent', attempts: 2, createdAt: minutesAgo(20), sentAt: minutesAgo(10) },
    ])
    .returning({ id: mailOutbox.id, to: mailOutbox.to });
  for (const row of rows) ids[row.to.split('@')[0]!] = row.id;
});

const get = (url: string, user?: BuiltUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const list = (query: string, user: BuiltUser = admin) => get(`/api/mails?${query}`, user);
const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
const recipients = (res: { json(): { data: { to: string }[] } }) => res.json().data.map((m) => m.to.split('@')[0]);

describe('GET /api/mails', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/mails')).statusCode).toBe(401);
  });

  it('answers 400 for an unknown status, filter or sort', async () => {
    expect((await list(filters({ status: 'bounced' }))).statusCode).toBe(400);
    expect((await list(filters({ html: 'x' }))).statusCode).toBe(400);
    expect((await list('sort=to:asc')).statusCode).toBe(400);
  });

  it('answers 403 to every level but 1', async () => {
    expect((await list('', staff)).statusCode).toBe(403);
    expect((await list('', participant)).statusCode).toBe(403);
  });

  it('lists the newest first with the outbox columns and no bodies', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(recipients(res)).toEqual(['dirk', 'carla', 'bert', 'an']);
    expect(res.json().data[2]).toEqual({
      id: ids.bert,
      to: 'bert@example.be',
      subject: 'Wachtwoord wijzigen',
      template: 'test',
      status: 'failed',
      attempts: 9,
      lastError: 'connect ECONNREFUSED',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
      mailingId: null,
    });
  });

  it('filters by status and by text in recipient or subject', async () => {
    expect(recipients(await list(filters({ status: 'sent' })))).toEqual(['dirk', 'an']);
    expect(recipients(await list(filters({ text: 'BERT@' })))).toEqual(['bert']);
    expect(recipients(await list(filters({ text: 'bevestig', status: 'sent' })))).toEqual(['dirk', 'an']);
    // Wildcards in the text are plain characters.
    expect(recipients(await list(filters({ text: '100%' })))).toEqual(['carla']);
    expect(recipients(await list(filters({ text: '%' })))).toEqual(['carla']);
  });

  it('sorts by creation, sending time and status', async () => {
    expect(recipients(await list('sort=createdAt:asc'))).toEqual(['an', 'bert', 'carla', 'dirk']);
    expect(recipients(await list(`${filters({ status: 'sent' })}&sort=sentAt:asc`))).toEqual(['an', 'dirk']);
    expect(recipients(await list('sort=status:asc')).slice(0, 2)).toEqual(['bert', 'carla']);
  });
});

describe('GET /api/mail/{id}', () => {
  it('answers 401, 400, 403, then the mail with both bodies, and 404 for an unknown one', async () => {
    expect((await get(`/api/mail/${ids.an}`)).statusCode).toBe(401);
    expect((await get('/api/mail/abc', admin)).statusCode).toBe(400);
    expect((await get(`/api/mail/${ids.an}`, staff)).statusCode).toBe(403);
    const res = await get(`/api/mail/${ids.an}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.an, to: 'an@example.be', html: '<p>Hallo</p>', text: 'Hallo', status: 'sent' });
    expect((await get('/api/mail/999999', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/mail/{id}/retry', () => {
  const retry = (id: number | string, user?: BuiltUser) => t.app.inject({ method: 'POST', url: `/api/mail/${id}/retry`, headers: user ? bearer(user) : {} });

  it('answers 401, 400 and 403 before looking at the mail', async () => {
    expect((await retry(ids.bert!)).statusCode).toBe(401);
    expect((await retry('-1', admin)).statusCode).toBe(400);
    expect((await retry(ids.bert!, participant)).statusCode).toBe(403);
    expect((await retry(999999, participant)).statusCode).toBe(403);
  });

  it('puts a failed mail back in the queue and hands it to the job queue', async () => {
    const dispatch = vi.spyOn(t.ctx.mailer, 'dispatch');
    const res = await retry(ids.bert!, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.bert, status: 'queued', attempts: 9, lastError: 'connect ECONNREFUSED' });
    expect(dispatch).toHaveBeenCalledWith(ids.bert);
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.bert!));
    expect(row?.status).toBe('queued');
    dispatch.mockRestore();
  });

  it('refuses a mail that is not failed with 409, and an unknown one with 404', async () => {
    const sent = await retry(ids.an!, admin);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Enkel een mislukte mail kan opnieuw verstuurd worden.');
    expect((await retry(ids.carla!, admin)).statusCode).toBe(409);
    expect((await retry(999999, admin)).statusCode).toBe(404);
  });
});
