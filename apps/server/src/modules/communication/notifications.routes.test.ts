import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await buildProject(t.ctx.db)).id;
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** `unread` unread notifications (the first one newest) and `read` read ones, older still. */
async function seed(user: BuiltUser, unread: number, read = 0): Promise<{ unread: number[]; read: number[] }> {
  const row = (i: number, isRead: boolean) => ({
    userId: user.id,
    category: (i % 12) + 1,
    label: `Melding ${i}`,
    notification: `<p>Melding ${i}</p>`,
    projectId: i % 2 === 0 ? projectId : null,
    read: isRead,
    creationDt: minutesAgo(10 + i),
  });
  const insert = async (rows: ReturnType<typeof row>[]) =>
    rows.length ? (await t.ctx.db.insert(notifications).values(rows).returning({ id: notifications.id })).map((r) => r.id) : [];
  return {
    unread: await insert(Array.from({ length: unread }, (_, i) => row(i, false))),
    read: await insert(Array.from({ length: read }, (_, i) => row(unread + i, true))),
  };
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: BuiltUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });
const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
const idsOf = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((n) => n.id);
const readState = async (id: number) => (await t.ctx.db.select({ read: notifications.read }).from(notifications).where(eq(notifications.id, id)))[0]?.read;

describe('GET /api/notifications', () => {
  let me: BuiltUser;
  let mine: { unread: number[]; read: number[] };
  let othersId: number;

  beforeAll(async () => {
    me = await buildUser(t.ctx.db);
    const other = await buildUser(t.ctx.db, { level: 1 });
    mine = await seed(me, 3, 2);
    othersId = (await seed(other, 1)).unread[0]!;
  });

  it('answers 401 without a token', async () => {
    expect((await send('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('answers 400 for a category outside 1–14 (14: messages), a read other than 0/1, an unknown filter or sort', async () => {
    for (const query of [filters({ category: 15 }), filters({ category: 0 }), filters({ read: 2 }), filters({ userId: me.id }), 'sort=label']) {
      expect((await send('GET', `/api/notifications?${query}`, me)).statusCode, query).toBe(400);
    }
  });

  it('shows the unread ones, newest first, when no filters are sent (spec 1 §9)', async () => {
    const res = await send('GET', '/api/notifications', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, filters: { read: 0 } });
    expect(idsOf(res)).toEqual(mine.unread);
    expect(res.json().data[0]).toEqual({
      id: mine.unread[0],
      category: 1,
      label: 'Melding 0',
      notification: '<p>Melding 0</p>',
      projectId,
      subjectUserId: null,
      read: false,
      creationDt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("filters by read, category and project, and never shows another user's", async () => {
    expect(idsOf(await send('GET', `/api/notifications?${filters({})}`, me))).toEqual([...mine.unread, ...mine.read]);
    expect(idsOf(await send('GET', `/api/notifications?${filters({ read: 1 })}`, me))).toEqual(mine.read);
    expect(idsOf(await send('GET', `/api/notifications?${filters({ category: 2 })}`, me))).toEqual([mine.unread[1]]);
    expect(idsOf(await send('GET', `/api/notifications?${filters({ project: projectId })}`, me))).toEqual([mine.unread[0], mine.unread[2], mine.read[1]]);
    expect(idsOf(await send('GET', `/api/notifications?${filters({})}&sort=creationDt:asc`, me))).toEqual([...mine.unread, ...mine.read].reverse());
    expect(idsOf(await send('GET', `/api/notifications?${filters({})}`, me))).not.toContain(othersId);
  });

  it('selects all of the own matching ids for bulk actions', async () => {
    expect((await send('POST', '/api/notifications/checked', undefined, {})).statusCode).toBe(401);
    const res = await send('POST', '/api/notifications/checked', me, { configs: { filters: {} } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [...mine.unread, ...mine.read].sort((a, b) => a - b), total: 5 });
  });
});

describe('GET /api/notifications/unread', () => {
  it('answers 401 without a token', async () => {
    expect((await send('GET', '/api/notifications/unread')).statusCode).toBe(401);
  });

  it('counts every unread one and lists the newest 10 (spec 1 §9)', async () => {
    const me = await buildUser(t.ctx.db);
    const mine = await seed(me, 12, 3);
    await seed(await buildUser(t.ctx.db), 4);
    const res = await send('GET', '/api/notifications/unread', me);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(12);
    expect(res.json().items.map((n: { id: number }) => n.id)).toEqual(mine.unread.slice(0, 10));
  });

  it('answers 0 and no items to a user without notifications', async () => {
    expect((await send('GET', '/api/notifications/unread', await buildUser(t.ctx.db))).json()).toEqual({ count: 0, items: [] });
  });
});

describe('PUT /api/notifications/read', () => {
  it('answers 401 without a token', async () => {
    expect((await send('PUT', '/api/notifications/read', undefined, { ids: [1], read: true })).statusCode).toBe(401);
  });

  it('answers 400 without ids or without read', async () => {
    const me = await buildUser(t.ctx.db);
    expect((await send('PUT', '/api/notifications/read', me, { ids: [], read: true })).statusCode).toBe(400);
    expect((await send('PUT', '/api/notifications/read', me, { ids: [1] })).statusCode).toBe(400);
  });

  it("marks the own ones read and unread and ignores another user's", async () => {
    const me = await buildUser(t.ctx.db);
    const mine = await seed(me, 3);
    const othersId = (await seed(await buildUser(t.ctx.db), 1)).unread[0]!;
    const marked = await send('PUT', '/api/notifications/read', me, { ids: [mine.unread[0], mine.unread[1], othersId], read: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: 2 });
    expect(await readState(mine.unread[0]!)).toBe(true);
    expect(await readState(mine.unread[2]!)).toBe(false);
    expect(await readState(othersId)).toBe(false);
    expect((await send('PUT', '/api/notifications/read', me, { ids: [mine.unread[0]], read: false })).json()).toEqual({ updated: 1 });
    expect(await readState(mine.unread[0]!)).toBe(false);
  });
});

describe('GET /api/notification/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await send('GET', '/api/notification/1')).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await send('GET', '/api/notification/abc', await buildUser(t.ctx.db))).statusCode).toBe(400);
  });

  it("answers 404 for another user's notification, even to level 1, and leaves it unread", async () => {
    const admin = await buildUser(t.ctx.db, { level: 1 });
    const othersId = (await seed(await buildUser(t.ctx.db), 1)).unread[0]!;
    expect((await send('GET', `/api/notification/${othersId}`, admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/notification/2147483647', admin)).statusCode).toBe(404);
    expect(await readState(othersId)).toBe(false);
  });

  it('shows the own notification and marks it read (spec 1 §4)', async () => {
    const me = await buildUser(t.ctx.db);
    const [id] = (await seed(me, 2)).unread;
    const res = await send('GET', `/api/notification/${id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, read: true, label: 'Melding 0' });
    expect(await readState(id!)).toBe(true);
    expect((await send('GET', '/api/notifications/unread', me)).json().count).toBe(1);
  });
});

describe('DELETE /api/notification/{id} and /api/notifications', () => {
  it('answers 401 without a token', async () => {
    expect((await send('DELETE', '/api/notification/1')).statusCode).toBe(401);
    expect((await send('DELETE', '/api/notifications', undefined, { ids: [1] })).statusCode).toBe(401);
  });

  it('answers 400 for an empty id list', async () => {
    expect((await send('DELETE', '/api/notifications', await buildUser(t.ctx.db), { ids: [] })).statusCode).toBe(400);
  });

  it("answers 404 for another user's notification and keeps it", async () => {
    const othersId = (await seed(await buildUser(t.ctx.db), 1)).unread[0]!;
    expect((await send('DELETE', `/api/notification/${othersId}`, await buildUser(t.ctx.db, { level: 1 }))).statusCode).toBe(404);
    expect(await readState(othersId)).toBe(false);
  });

  it("removes the own ones, one or several, and ignores another user's ids", async () => {
    const me = await buildUser(t.ctx.db);
    const mine = await seed(me, 2, 1);
    const othersId = (await seed(await buildUser(t.ctx.db), 1)).unread[0]!;
    expect((await send('DELETE', `/api/notification/${mine.unread[0]}`, me)).statusCode).toBe(204);
    expect(await readState(mine.unread[0]!)).toBeUndefined();
    const bulk = await send('DELETE', '/api/notifications', me, { ids: [mine.unread[1], mine.read[0], othersId] });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(await readState(othersId)).toBe(false);
    expect((await send('GET', `/api/notifications?${filters({})}`, me)).json().total).toBe(0);
  });
});

describe('GET /api/notifications with the text filter', () => {
  let me: BuiltUser;
  let ids: number[];

  beforeAll(async () => {
    me = await buildUser(t.ctx.db);
    const rows = [
      { label: 'Contactgegevens gewijzigd', notification: '<p>De contactgegevens van José Peeters werden gewijzigd.</p>' },
      { label: 'Nieuwe medewerker', notification: '<p>Ann D&#39;hondt &amp; co heeft zich geregistreerd.</p>' },
      { label: 'Medewerker verwijderd', notification: '<p>Het profiel van Jan Janssens werd verwijderd.</p>' },
    ];
    ids = (
      await t.ctx.db
        .insert(notifications)
        .values(rows.map((r, i) => ({ userId: me.id, category: 1, read: i === 2, creationDt: minutesAgo(i), ...r })))
        .returning({ id: notifications.id })
    ).map((r) => r.id);
    await seed(await buildUser(t.ctx.db), 1);
  });

  const search = async (f: object) => idsOf(await send('GET', `/api/notifications?${filters(f)}`, me));

  it('finds label and text, accent- and case-insensitive, with the other filters', async () => {
    expect(await search({ text: 'jose' })).toEqual([ids[0]]);
    expect(await search({ text: 'CONTACTGEGEVENS' })).toEqual([ids[0]]);
    expect(await search({ text: 'medewerker' })).toEqual([ids[1], ids[2]]);
    expect(await search({ text: 'medewerker', read: 0 })).toEqual([ids[1]]);
    expect(await search({ text: 'janssens', read: 1 })).toEqual([ids[2]]);
  });

  it('matches the text as written, not its HTML: escaped characters yes, tags and entities no', async () => {
    expect(await search({ text: "d'hondt & co" })).toEqual([ids[1]]);
    expect(await search({ text: 'amp' })).toEqual([]);
    expect(await search({ text: 'p>' })).toEqual([]);
    expect(await search({ text: '%' })).toEqual([]);
    expect(await search({ text: '   ' })).toEqual(ids);
  });

  it('answers 400 for a text over 100 characters', async () => {
    expect((await send('GET', `/api/notifications?${filters({ text: 'x'.repeat(101) })}`, me)).statusCode).toBe(400);
  });
});

describe("the unread count follows the user's own changes in every tab", () => {
  const changes = (from: number, user: BuiltUser) => t.realtime.sent.slice(from).filter((s) => s.room === `user:${user.id}` && s.event === 'notifications_changed');

  it("sends 'notifications_changed' with the new unread count after marking, viewing and deleting", async () => {
    const me = await buildUser(t.ctx.db);
    const mine = await seed(me, 3);
    let from = t.realtime.sent.length;
    await send('PUT', '/api/notifications/read', me, { ids: [mine.unread[0]], read: true });
    expect(changes(from, me).map((s) => s.payload)).toEqual([{ unread: 2 }]);
    from = t.realtime.sent.length;
    await send('GET', `/api/notification/${mine.unread[1]}`, me);
    expect(changes(from, me).map((s) => s.payload)).toEqual([{ unread: 1 }]);
    from = t.realtime.sent.length;
    await send('DELETE', `/api/notification/${mine.unread[2]}`, me);
    expect(changes(from, me).map((s) => s.payload)).toEqual([{ unread: 0 }]);
    from = t.realtime.sent.length;
    await send('PUT', '/api/notifications/read', me, { ids: mine.unread, read: false });
    expect(changes(from, me).map((s) => s.payload)).toEqual([{ unread: 2 }]);
    from = t.realtime.sent.length;
    await send('DELETE', '/api/notifications', me, { ids: mine.unread });
    expect(changes(from, me).map((s) => s.payload)).toEqual([{ unread: 0 }]);
  });

  it("sends nothing when nothing of the caller's changed", async () => {
    const me = await buildUser(t.ctx.db);
    const othersId = (await seed(await buildUser(t.ctx.db), 1)).unread[0]!;
    const from = t.realtime.sent.length;
    await send('PUT', '/api/notifications/read', me, { ids: [othersId], read: true });
    await send('GET', `/api/notification/${othersId}`, me);
    await send('DELETE', '/api/notifications', me, { ids: [othersId] });
    expect(t.realtime.sent.slice(from)).toEqual([]);
  });
});

describe('PUT /api/notifications/read-all', () => {
  it('answers 401 without a token', async () => {
    expect((await send('PUT', '/api/notifications/read-all')).statusCode).toBe(401);
  });

  it("marks every own unread one read, not only the ten shown, and leaves another user's alone", async () => {
    const me = await buildUser(t.ctx.db);
    await seed(me, 12, 2);
    const othersId = (await seed(await buildUser(t.ctx.db), 1)).unread[0]!;
    const from = t.realtime.sent.length;
    const res = await send('PUT', '/api/notifications/read-all', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 12 });
    expect((await send('GET', '/api/notifications/unread', me)).json()).toEqual({ count: 0, items: [] });
    expect(await readState(othersId)).toBe(false);
    expect(t.realtime.sent.slice(from)).toEqual([{ room: `user:${me.id}`, event: 'notifications_changed', payload: { unread: 0 } }]);
  });

  it('answers 0 and sends nothing when all are read already', async () => {
    const me = await buildUser(t.ctx.db);
    await seed(me, 0, 2);
    const from = t.realtime.sent.length;
    expect((await send('PUT', '/api/notifications/read-all', me)).json()).toEqual({ updated: 0 });
    expect(t.realtime.sent.length).toBe(from);
  });
});
