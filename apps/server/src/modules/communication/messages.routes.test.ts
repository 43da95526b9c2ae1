import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { casts, mailOutbox, messages, messagesRead, notifications, projectRoles, projects, registrations, roleUsers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { fanOutMessage } from './messages.fanout';
import { unsentBefore } from './messages.repository';

/**
 * A project with two casts; anna and bart play a role in cast A, cees in cast B, dirk is
 * registered without a role. Staff may write messages and read the read report; a reader may only
 * list them.
 */
let t: TestApp;
let projectId: number;
let castA: number;
let castB: number;
let staff: BuiltUser;
let reader: BuiltUser;
let nobody: BuiltUser;
let anna: BuiltUser;
let bart: BuiltUser;
let cees: BuiltUser;
let dirk: BuiltUser;

const DESCRIPTION = '<p>De repetitie van <strong>zaterdag</strong> gaat door.</p>';
const body = (extra: Record<string, unknown> = {}) => ({ title: 'Repetitie zaterdag', description: DESCRIPTION, selection: [{ kind: 'cast', refId: castA, castId: null }], ...extra });

const send = (method: 'GET' | 'POST', url: string, who?: BuiltUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Writes a message through the API and runs its fan-out (the workers are off in tests). */
async function sent(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await send('POST', `/api/messages/projects/${projectId}`, staff, body(extra));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  await fanOutMessage(t.ctx, id);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  projectId = (await buildProject(db, { name: 'Het Dolhuys' })).id;
  [castA, castB] = (await db.insert(casts).values([{ projectId, name: 'Cast A' }, { projectId, name: 'Cast B' }]).returning()).map((c) => c.id) as [number, number];
  staff = await buildUser(db, { firstName: 'Sara', lastName: 'Staf', projectRights: { projectId, rights: areaRights('messages', 'read', 'create', 'messages_read') } });
  reader = await buildUser(db, { projectRights: { projectId, rights: areaRights('messages', 'read') } });
  nobody = await buildUser(db);
  anna = await buildUser(db, { firstName: 'Anna', lastName: 'Aerts' });
  bart = await buildUser(db, { firstName: 'Bart', lastName: 'Baets' });
  cees = await buildUser(db, { firstName: 'Cees', lastName: 'Claes' });
  dirk = await buildUser(db, { firstName: 'Dirk', lastName: 'Dierckx' });
  await db.insert(registrations).values([anna, bart, cees, dirk].map((u) => ({ userId: u.id, projectId, location: 1 })));
  const [role] = await db.insert(projectRoles).values({ projectId, identifier: 'R1', name: 'Rol', speaking: false }).returning();
  await db.insert(roleUsers).values([
    { roleId: role!.id, userId: anna.id, castId: castA },
    { roleId: role!.id, userId: bart.id, castId: castA },
    { roleId: role!.id, userId: cees.id, castId: castB },
  ]);
});

describe('POST /api/messages/projects/{id}', () => {
  it('answers 401 without a session, 400 for a bad message, 403 without messages create', async () => {
    expect((await send('POST', `/api/messages/projects/${projectId}`, undefined, body())).statusCode).toBe(401);
    const bad = await send('POST', `/api/messages/projects/${projectId}`, staff, { title: 'ab', description: '<p>kort</p>', selection: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      title: 'min. 3 en max. 255 karakters',
      description: 'min. 10 en max. 255 karakters',
      selection: 'Kies minstens één ontvanger',
    });
    expect((await send('POST', `/api/messages/projects/${projectId}`, reader, body())).statusCode).toBe(403);
    expect((await send('POST', `/api/messages/projects/${projectId}`, nobody, body())).statusCode).toBe(403);
  });

  it('answers at once with the spec text; the recipients come with the fan-out', async () => {
    const res = await send('POST', `/api/messages/projects/${projectId}`, staff, body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Bericht werd succesvol aangemaakt', data: { title: 'Repetitie zaterdag', author: 'Sara Staf', total: 0, sent: false } });
    const id = res.json().data.id as number;
    expect(await t.ctx.db.select().from(messagesRead).where(eq(messagesRead.messageId, id))).toEqual([]);
    await fanOutMessage(t.ctx, id);
    const rows = await t.ctx.db.select({ userId: messagesRead.userId }).from(messagesRead).where(eq(messagesRead.messageId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([anna.id, bart.id].sort());
  });

  it('stores the description sanitised: script, handlers, javascript: links and SVG are gone', async () => {
    const payload = '<p onclick="alert(1)">Beste <a href="javascript:alert(2)">iedereen</a>, tot zaterdag!</p><script>alert(3)</script><svg onload="alert(4)"></svg><img src=x onerror=alert(5)>';
    const id = await sent({ description: payload });
    const [row] = await t.ctx.db.select({ description: messages.description }).from(messages).where(eq(messages.id, id));
    expect(row!.description).toBe('<p>Beste <a>iedereen</a>, tot zaterdag!</p>');
  });

  it('checks the length on what is left after sanitising', async () => {
    const res = await send('POST', `/api/messages/projects/${projectId}`, staff, body({ description: '<script>alert("lang genoeg")</script><p>kort</p>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ description: 'min. 10 en max. 255 karakters' });
  });

  it('answers 403 on a project that does not exist (what the caller holds there is global)', async () => {
    expect((await send('POST', '/api/messages/projects/999999', staff, body())).statusCode).toBe(403);
  });
});

describe('the fan-out', () => {
  it('writes a notice (category 14) and an outbox mail per recipient, once, however often it runs', async () => {
    const id = await sent({ title: 'Iedereen welkom', selection: [{ kind: 'all', refId: null, castId: null }] });
    await fanOutMessage(t.ctx, id);
    const everyone = [anna.id, bart.id, cees.id, dirk.id].sort();
    const rows = await t.ctx.db.select({ userId: messagesRead.userId }).from(messagesRead).where(eq(messagesRead.messageId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual(everyone);
    const notices = await t.ctx.db.select().from(notifications).where(and(eq(notifications.category, 14), eq(notifications.projectId, projectId), eq(notifications.label, 'Nieuw bericht')));
    expect(notices.filter((n) => n.notification === '<p>Nieuw bericht van Het Dolhuys: Iedereen welkom</p>').map((n) => n.userId).sort()).toEqual(everyone);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'message'));
    const forThis = mails.filter((m) => m.html.includes(`/berichten/${id}`));
    expect(forThis.map((m) => m.userId).sort()).toEqual(everyone);
    expect(forThis[0]!.subject).toBe('Het Dolhuys: Iedereen welkom');
    expect(forThis[0]!.html).toContain(DESCRIPTION);
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, id));
    expect(message!.sentAt).not.toBeNull();
  });

  it('tells each recipient’s sockets their unread counts', async () => {
    const before = t.realtime.sent.length;
    await sent({ selection: [{ kind: 'user', refId: dirk.id, castId: null }] });
    const events = t.realtime.sent.slice(before).filter((e) => e.room === `user:${dirk.id}`);
    expect(events.map((e) => e.event).sort()).toEqual(['messages_unread', 'notification']);
    expect(events.find((e) => e.event === 'messages_unread')!.payload).toMatchObject({ unread: expect.any(Number) });
  });

  it('mails nobody when the project turned message mails off', async () => {
    await t.ctx.db.update(projects).set({ messageMail: false }).where(eq(projects.id, projectId));
    const id = await sent({ selection: [{ kind: 'cast', refId: castB, castId: null }] });
    await t.ctx.db.update(projects).set({ messageMail: true }).where(eq(projects.id, projectId));
    expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'message'))).filter((m) => m.html.includes(`/berichten/${id}`))).toEqual([]);
    expect(await t.ctx.db.select().from(messagesRead).where(eq(messagesRead.messageId, id))).toHaveLength(1);
  });

  it('leaves a message the job never ran for to the sweep', async () => {
    const res = await send('POST', `/api/messages/projects/${projectId}`, staff, body());
    const id = res.json().data.id as number;
    expect(await unsentBefore(t.ctx.db, new Date(Date.now() + 1000))).toContain(id);
    await fanOutMessage(t.ctx, id);
    expect(await unsentBefore(t.ctx.db, new Date(Date.now() + 1000))).not.toContain(id);
  });
});

describe('a recipient', () => {
  let id: number;
  beforeAll(async () => {
    id = await sent();
  });

  it('reads the message; others see it as missing', async () => {
    const own = await send('GET', `/api/messages/${id}`, anna);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, projectId, projectName: 'Het Dolhuys', title: 'Repetitie zaterdag', description: DESCRIPTION, read: false, openedDt: null, readDt: null, files: [] });
    const notForHim = await send('GET', `/api/messages/${id}`, cees);
    const missing = await send('GET', '/api/messages/999999', cees);
    expect([notForHim.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(notForHim.json()).toEqual(missing.json());
    expect((await send('GET', `/api/messages/${id}`)).statusCode).toBe(401);
    expect((await send('GET', `/api/messages/${id}`, reader)).statusCode).toBe(200);
  });

  it('records opened, then read with the spec text; the first times stay', async () => {
    const opened = await send('POST', `/api/messages/${id}/opened`, bart);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ message: null, openedDt: expect.any(String), readDt: null });
    const read = await send('POST', `/api/messages/${id}/read?userId=${bart.id}`, bart);
    expect(read.json()).toMatchObject({ message: 'Bericht werd gemarkeerd als gelezen', openedDt: opened.json().openedDt, readDt: expect.any(String) });
    const again = await send('POST', `/api/messages/${id}/read`, bart);
    expect(again.json()).toMatchObject({ openedDt: opened.json().openedDt, readDt: read.json().readDt });
    expect(t.realtime.sent.filter((e) => e.room === `user:${bart.id}` && e.event === 'messages_unread').length).toBeGreaterThan(0);
  });

  it('marks only for themselves: another userId is 403, a message not for them 404', async () => {
    expect((await send('POST', `/api/messages/${id}/read?userId=${anna.id}`, bart)).statusCode).toBe(403);
    expect((await send('POST', `/api/messages/${id}/read`, cees)).statusCode).toBe(404);
    expect((await send('POST', `/api/messages/${id}/read?userId=abc`, bart)).statusCode).toBe(400);
    expect((await send('POST', `/api/messages/${id}/opened`)).statusCode).toBe(401);
  });

  it('sees their own messages and the unread count, newest first', async () => {
    const list = await send('GET', '/api/messages', anna);
    expect(list.statusCode).toBe(200);
    const first = list.json().data[0];
    expect(first).toMatchObject({ id, projectName: 'Het Dolhuys', title: 'Repetitie zaterdag', read: false });
    const unread = await send('GET', '/api/messages/unread', anna);
    expect(unread.json().count).toBe(list.json().data.filter((m: { read: boolean }) => !m.read).length);
    await send('POST', `/api/messages/${id}/opened`, anna);
    expect((await send('GET', '/api/messages/unread', anna)).json().count).toBe(unread.json().count - 1);
    const onlyUnread = await send('GET', `/api/messages?filters=${encodeURIComponent(JSON.stringify({ read: 0 }))}`, anna);
    expect(onlyUnread.json().data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await send('GET', '/api/messages', nobody)).json()).toMatchObject({ total: 0, data: [] });
    expect((await send('GET', '/api/messages')).statusCode).toBe(401);
  });
});

describe('staff', () => {
  let id: number;
  beforeAll(async () => {
    id = await sent();
    await send('POST', `/api/messages/${id}/opened`, anna);
    await send('POST', `/api/messages/${id}/read`, bart);
  });

  it('list the project’s messages with opened and read counts', async () => {
    const res = await send('GET', `/api/messages/projects/${projectId}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((m: { id: number }) => m.id === id)).toMatchObject({ total: 2, opened: 2, read: 1, sent: true, author: 'Sara Staf' });
    expect((await send('GET', `/api/messages/projects/${projectId}`, nobody)).statusCode).toBe(403);
  });

  it('read the report with the messages_read sub-right: names, times, filters', async () => {
    const url = `/api/messages/projects/${projectId}/messages/${id}`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', `${url}?filters=${encodeURIComponent('{"state":"x"}')}`, staff)).statusCode).toBe(400);
    expect((await send('GET', url, reader)).statusCode).toBe(403);
    const res = await send('GET', url, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: anna.id, lastName: 'Aerts', firstName: 'Anna', openedDt: expect.any(String), readDt: null },
      { id: bart.id, lastName: 'Baets', firstName: 'Bart', openedDt: expect.any(String), readDt: expect.any(String) },
    ]);
    const filtered = async (filters: object) => (await send('GET', `${url}?filters=${encodeURIComponent(JSON.stringify(filters))}`, staff)).json().data.map((r: { id: number }) => r.id);
    expect(await filtered({ state: 'read' })).toEqual([bart.id]);
    expect(await filtered({ state: 'opened' })).toEqual([anna.id]);
    expect(await filtered({ state: 'unopened' })).toEqual([]);
    expect(await filtered({ text: 'baets' })).toEqual([bart.id]);
    // One word goes through the people's search text first; names either way round, accents folded.
    expect(await filtered({ text: 'BÄRT' })).toEqual([bart.id]);
    expect(await filtered({ text: 'baets bart' })).toEqual([bart.id]);
    expect(await filtered({ text: 'anna aerts' })).toEqual([anna.id]);
    expect(await filtered({ text: 'example' })).toEqual([]);
  });

  it('get 404 for a message of another project in the report path', async () => {
    const other = await buildProject(t.ctx.db);
    const res = await send('GET', `/api/messages/projects/${other.id}/messages/${id}`, await buildUser(t.ctx.db, { level: 1 }));
    expect(res.statusCode).toBe(404);
  });

  it('export the report as xlsx', async () => {
    const path = `/api/reports/projects/${projectId}/messages/${id}/read.xlsx`;
    const token = (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(staff), payload: { path } })).json().token as string;
    const res = await t.app.inject({ method: 'GET', url: `${path}?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('get the recipient selector of the project', async () => {
    const res = await send('GET', `/api/messages/selectorData?projectId=${projectId}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().casts.map((c: { name: string }) => c.name)).toEqual(['Cast A', 'Cast B']);
    expect((await send('GET', `/api/messages/selectorData?projectId=${projectId}`, reader)).statusCode).toBe(403);
  });
});

describe('the recipients of a message to a scene or role', () => {
  it('follow the rehearsal selector: a cast narrows a role', async () => {
    const [role] = await t.ctx.db.select({ id: projectRoles.id }).from(projectRoles).where(eq(projectRoles.projectId, projectId));
    const id = await sent({ selection: [{ kind: 'role', refId: role!.id, castId: castB }] });
    const rows = await t.ctx.db.select({ userId: messagesRead.userId }).from(messagesRead).where(eq(messagesRead.messageId, id));
    expect(rows.map((r) => r.userId)).toEqual([cees.id]);
  });
});

describe('attachments', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(500, 32), Buffer.from('\n%%EOF\n')]);
  async function upload(who: BuiltUser): Promise<string> {
    const form = multipart({ name: 'draaiboek.pdf', type: 'application/pdf', data: PDF });
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...bearer(who), ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().file as string;
  }

  it('are the writer’s own uploads, readable by the recipients and the project’s readers only', async () => {
    const file = await upload(staff);
    const id = await sent({ files: [file] });
    const own = await send('GET', `/api/messages/${id}`, anna);
    expect(own.json().files).toEqual([expect.objectContaining({ file, name: 'draaiboek.pdf', type: 'application/pdf', fileUrl: `/api/uploads/${file}` })]);
    const read = (who: BuiltUser) => t.app.inject({ method: 'GET', url: `/api/uploads/${file}`, headers: bearer(who) });
    expect((await read(anna)).statusCode).toBe(200);
    expect((await read(reader)).statusCode).toBe(200);
    expect((await read(cees)).statusCode).toBe(404);
    expect((await read(nobody)).statusCode).toBe(404);
  });

  it('refuse someone else’s upload and claim nothing', async () => {
    const foreign = await upload(anna);
    const res = await send('POST', `/api/messages/projects/${projectId}`, staff, body({ files: [foreign] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('files');
  });
});
