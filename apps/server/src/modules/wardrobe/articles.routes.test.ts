import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, orderItems, orders } from '../../db/schema/index';
import { seedStockLookups, type StockLookups } from '../../seed/stock';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

/**
 * The stock lookups and a handful of known articles: 'Rode mantel' on rack 1 (tags kraag|kant),
 * 'Zwarte hoed' accessory without rack, an inactive 'Oude broek' (also flagged washing), 'Blauwe jurk' in the wash, a
 * rented 'Groene cape' and a 'Witte pij' rented in a project. Staff holds every articles right;
 * `updater` cannot delete; `reader` only reads; `racksReader` only reads racks.
 */
let t: TestApp;
let lookups: StockLookups;
let staff: BuiltUser;
let updater: BuiltUser;
let reader: BuiltUser;
let racksReader: BuiltUser;
let nobody: BuiltUser;
const ids: Record<string, number> = {};

const get = (url: string, user?: BuiltUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, user: BuiltUser | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (filters: Record<string, unknown>, sort?: string, user: BuiltUser = reader) => {
  const res = await get(`/api/articles?items=100&filters=${encodeURIComponent(JSON.stringify(filters))}${sort ? `&sort=${sort}` : ''}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number; data: { id: number; number: string; description: string; status: string }[] }>();
};
const form = (extra: Record<string, unknown> = {}) => ({
  description: 'Nieuwe mantel',
  clothingId: lookups.categoryIds[0],
  clothingSizeId: lookups.sizeIds[0],
  fabricId: lookups.fabricIds[0],
  patternId: null,
  colorId: lookups.colorIds[1],
  rackId: 2,
  tags: 'Winter| kraag ',
  washing: false,
  withVat: true,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  lookups = await seedStockLookups(db, '2020-01-01');
  staff = await buildUser(db, { rights: areaRights('articles', 'read', 'create', 'update', 'delete') });
  updater = await buildUser(db, { rights: areaRights('articles', 'read', 'create', 'update') });
  reader = await buildUser(db, { rights: areaRights('articles', 'read') });
  racksReader = await buildUser(db, { rights: areaRights('racks', 'read') });
  nobody = await buildUser(db);
  const base = { categoryId: lookups.categoryIds[0]!, clothingSizeId: lookups.sizeIds[0]! };
  const rows = [
    ['mantel', { description: 'Rode mantel', rackId: 1, tags: 'kraag|kant', fabricId: lookups.fabricIds[0]!, colorId: lookups.colorIds[5]! }],
    ['hoed', { description: 'Zwarte hoed', rackId: null, tags: 'accessoire', active: false, categoryId: lookups.categoryIds[7]! }],
    ['broek', { description: 'Oude broek', rackId: 3, active: false, washing: true, tags: 'kanten' }],
    ['jurk', { description: 'Blauwe jurk', rackId: 3, washing: true, clothingSizeId: lookups.sizeIds[2]! }],
    ['cape', { description: 'Groene cape', rackId: 4, rented: true, patternId: lookups.patternIds[1]! }],
    ['pij', { description: 'Witte pij', rackId: 4, rentedProject: true }],
  ] as const;
  for (const [key, values] of rows) {
    const [row] = await db.insert(articles).values({ ...base, ...values }).returning({ id: articles.id });
    ids[key] = row!.id;
  }
  const [order] = await db
    .insert(orders)
    .values({ type: 1, name: 'Jan Peeters', companyName: 'Toneel vzw', cellPhone: '0470000000', email: 'jan@example.be', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel', fromDt: '2026-01-01', toDt: '2026-02-01', periods: 2, priceCategory: 1 })
    .returning();
  await db.insert(orderItems).values({ uuid: '00000000-0000-4000-8000-000000000001', orderId: order!.id, articleId: ids.cape!, amount: 1, returned: 0 });
});

describe('GET /api/article/{id}', () => {
  it('answers the article with its names, padded number and status', async () => {
    const res = await get(`/api/article/${ids.mantel}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.mantel, number: String(ids.mantel).padStart(6, '0'), description: 'Rode mantel', clothing: 'Mantel', size: 'XS', fabric: 'Katoen', color: 'Rood', rack: { id: 1, description: 'Rek 1 (zolder)' }, status: 'rack', accessory: false });
    expect((await get(`/api/article/${ids.hoed}`, reader)).json()).toMatchObject({ status: 'noRack', accessory: true });
    expect((await get(`/api/article/${String(ids.jurk).padStart(6, '0')}`, reader)).json()).toMatchObject({ status: 'washing' });
  });
  // The screens say 'Artikel niet gevonden' (spec 3 §5 §8) on a 404; a refusal reads the same.
  it('refuses 401, a refused and a missing article alike with 404, 400 on a bad id', async () => {
    expect((await get(`/api/article/${ids.mantel}`)).statusCode).toBe(401);
    const refused = await get(`/api/article/${ids.mantel}`, nobody);
    const missing = await get('/api/article/999999', reader);
    expect([refused.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(refused.json()).toEqual(missing.json());
    expect((await get('/api/article/abc', reader)).statusCode).toBe(400);
    expect((await get('/api/article/0', reader)).statusCode).toBe(400);
  });
});

describe('POST /api/article and PUT /api/article/{id}', () => {
  let created: number;
  it('creates with tags normalised; refuses without the right or with missing fields', async () => {
    expect((await send('POST', '/api/article', undefined, form())).statusCode).toBe(401);
    expect((await send('POST', '/api/article', reader, form())).statusCode).toBe(403);
    const bad = await send('POST', '/api/article', staff, form({ description: ' ', clothingId: null, clothingSizeId: undefined }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ description: 'Veld mag niet leeg zijn', clothingId: 'Veld mag niet leeg zijn', clothingSizeId: 'Veld mag niet leeg zijn' });
    const unknown = await send('POST', '/api/article', staff, form({ rackId: 999 }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['rackId']);
    const res = await send('POST', '/api/article', updater, form());
    expect(res.statusCode).toBe(201);
    created = res.json().id;
    expect(res.json()).toMatchObject({ description: 'Nieuwe mantel', tags: 'winter|kraag', withVat: true, active: true, rackId: 2 });
  });
  it('sets inactive only with canDeleteArticles', async () => {
    expect((await send('POST', '/api/article', updater, form({ active: false }))).statusCode).toBe(403);
    expect((await send('PUT', `/api/article/${created}`, updater, form({ active: false }))).statusCode).toBe(403);
    // Sending the unchanged flag is fine without the right.
    expect((await send('PUT', `/api/article/${created}`, updater, form({ active: true, description: 'Lange mantel' }))).json()).toMatchObject({ description: 'Lange mantel', active: true });
    expect((await send('PUT', `/api/article/${created}`, staff, form({ active: false, tags: 'accessoire' }))).json()).toMatchObject({ active: false, accessory: true, status: 'rack' });
  });
  it('refuses an update of a missing article, bad tags and too long a description', async () => {
    expect((await send('PUT', '/api/article/999999', staff, form())).statusCode).toBe(404);
    expect((await send('PUT', `/api/article/${created}`, reader, form())).statusCode).toBe(404);
    expect((await send('PUT', `/api/article/${created}`, staff, form({ description: 'x'.repeat(256) }))).statusCode).toBe(400);
    expect((await send('PUT', `/api/article/${created}`, staff, form({ tags: 'x'.repeat(51) }))).statusCode).toBe(400);
  });
  it('tells the next number', async () => {
    expect((await get('/api/articles/next', reader)).statusCode).toBe(403);
    const next = (await get('/api/articles/next', staff)).json();
    const res = await send('POST', '/api/article', staff, form());
    expect(res.json().id).toBe(next.id);
    expect(next.number).toBe(String(next.id).padStart(6, '0'));
  });
});

describe('status changes (spec 3 §4) and soft delete', () => {
  it('returns to a rack, sends to the laundry, and sets inactive only with canDeleteArticles', async () => {
    const number = String(ids.cape).padStart(6, '0');
    expect((await send('PUT', `/api/article/${number}/status`, reader, { active: true, washing: true, stock: 1 })).statusCode).toBe(404);
    const rack = await send('PUT', `/api/article/${number}/status`, updater, { active: true, stock: 1, washing: false, rented: false, rentedProject: false, rackId: 7 });
    expect(rack.json()).toMatchObject({ status: 'rack', rackId: 7, rented: false });
    expect((await send('PUT', `/api/article/${number}/status`, updater, { active: true, stock: 1, washing: true })).json()).toMatchObject({ status: 'washing' });
    expect((await send('PUT', `/api/article/${number}/status`, updater, { active: false })).statusCode).toBe(403);
    expect((await send('PUT', `/api/article/${number}/status`, staff, { active: false })).json()).toMatchObject({ status: 'inactive' });
    // Back on the rack makes it active again with canUpdateArticles alone.
    expect((await send('PUT', `/api/article/${number}/status`, updater, { active: true, stock: 1, washing: false, rented: false, rentedProject: false, rackId: 6 })).json()).toMatchObject({ active: true, status: 'rack' });
    expect((await send('PUT', `/api/article/${number}/status`, staff, { active: true, rackId: 999 })).statusCode).toBe(400);
    expect((await send('PUT', `/api/article/${number}/status`, staff, { active: true, color: 1 })).statusCode).toBe(400);
    expect((await send('PUT', '/api/article/999999/status', staff, { active: true, washing: true })).statusCode).toBe(404);
    await send('PUT', `/api/article/${number}/status`, staff, { active: true, stock: 1, washing: false, rented: true, rentedProject: false, rackId: 4 });
  });
  it('DELETE makes the article inactive', async () => {
    expect((await send('DELETE', `/api/article/${ids.pij}`, updater)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/article/${ids.pij}`, staff)).statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(articles).where(eq(articles.id, ids.pij!));
    expect(row!.active).toBe(false);
    expect((await send('DELETE', '/api/article/999999', staff)).statusCode).toBe(404);
    await t.ctx.db.update(articles).set({ active: true }).where(eq(articles.id, ids.pij!));
  });
});

describe('GET /api/articles (generic list)', () => {
  it('filters by number, description and tags through the search text', async () => {
    expect((await list({ number: String(ids.jurk).padStart(6, '0') })).data.map((a) => a.id)).toEqual([ids.jurk]);
    expect((await list({ text: 'blauwe' })).data.map((a) => a.id)).toEqual([ids.jurk]);
    expect((await list({ number: 'mantel' })).data.map((a) => a.description)).toContain('Rode mantel');
    expect((await list({ number: 'KANT' })).data.map((a) => a.id).sort()).toEqual([ids.mantel, ids.broek].sort());
    expect((await list({ tags: 'kant' })).data.map((a) => a.id)).toEqual([ids.mantel]);
    expect((await list({ tags: ['kraag', 'kant'] })).data.map((a) => a.id)).toEqual([ids.mantel]);
  });
  it.each([
    [1, ['mantel', 'jurk', 'cape', 'pij']],
    [2, ['hoed', 'broek']],
    [3, ['jurk']],
    [4, ['cape']],
    [5, ['pij']],
  ])('status %i', async (status, keys) => {
    const found = (await list({ status })).data.map((a) => a.id);
    for (const key of keys) expect(found).toContain(ids[key]);
    for (const key of Object.keys(ids).filter((k) => !keys.includes(k))) expect(found).not.toContain(ids[key]);
  });
  it('filters on each lookup and sorts', async () => {
    expect((await list({ rack: 3 })).data.map((a) => a.id).sort()).toEqual([ids.broek, ids.jurk].sort());
    expect((await list({ category: lookups.categoryIds[7] })).data.map((a) => a.id)).toEqual([ids.hoed]);
    expect((await list({ size: lookups.sizeIds[2] })).data.map((a) => a.id)).toEqual([ids.jurk]);
    expect((await list({ pattern: lookups.patternIds[1] })).data.map((a) => a.id)).toEqual([ids.cape]);
    expect((await list({ color: lookups.colorIds[5], fabric: lookups.fabricIds[0], rack: 1 })).data.map((a) => a.id)).toEqual([ids.mantel]);
    const sorted = await list({ rack: 4 }, 'description:desc');
    expect(sorted.data.map((a) => a.description)).toEqual(['Witte pij', 'Groene cape']);
    expect(sorted.data[0]!.number).toBe(String(ids.pij).padStart(6, '0'));
  });
  it('refuses unknown filters, bad values, sorts and missing rights', async () => {
    expect((await get(`/api/articles?filters=${encodeURIComponent('{"status":6}')}`, reader)).statusCode).toBe(400);
    expect((await get(`/api/articles?filters=${encodeURIComponent('{"owner":1}')}`, reader)).statusCode).toBe(400);
    expect((await get('/api/articles?sort=price', reader)).statusCode).toBe(400);
    expect((await get('/api/articles')).statusCode).toBe(401);
    expect((await get('/api/articles', racksReader)).statusCode).toBe(403);
  });
  it('POST /api/articles/checked selects every matching id', async () => {
    const res = await send('POST', '/api/articles/checked', reader, { configs: { filters: { rack: 4 } } });
    expect(res.json()).toEqual({ ids: [ids.cape, ids.pij].sort((a, b) => a! - b!), total: 2 });
  });
  it('exports as a streamed xlsx with a download token', async () => {
    const token = (await send('POST', '/api/downloads', reader, { path: '/api/reports/articles.xlsx' })).json().token;
    const res = await get(`/api/reports/articles.xlsx?token=${token}&filters=${encodeURIComponent('{"rack":4}')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('PUT /api/articles/bulk', () => {
  it('moves articles to a rack; setting inactive needs canDeleteArticles', async () => {
    expect((await send('PUT', '/api/articles/bulk', reader, { ids: [ids.mantel], data: { rackId: 5 } })).statusCode).toBe(403);
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [ids.mantel, ids.jurk], data: { rackId: 5 } })).json()).toEqual({ updated: 2 });
    expect((await list({ rack: 5 })).total).toBe(2);
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [ids.mantel], data: { active: false } })).statusCode).toBe(403);
    // The laundry change sets active true: canUpdateArticles is enough (spec 3 §6).
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [ids.mantel], data: { active: true, stock: 1, washing: true } })).json()).toEqual({ updated: 1 });
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [ids.mantel], data: {} })).statusCode).toBe(400);
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [], data: { rackId: 5 } })).statusCode).toBe(400);
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [ids.mantel], data: { rackId: 999 } })).statusCode).toBe(400);
    expect((await send('PUT', '/api/articles/bulk', updater, { ids: [ids.mantel], data: { description: 'x' } })).statusCode).toBe(400);
    expect((await send('PUT', '/api/articles/bulk', staff, { ids: [ids.mantel, ids.jurk], data: { rackId: 1, active: true, washing: false } })).json()).toEqual({ updated: 2 });
  });
});

describe('suggestions, rent info and lookups', () => {
  it('suggests descriptions and tags', async () => {
    expect((await get('/api/articles/descriptions?text=mant', reader)).json()).toEqual(expect.arrayContaining(['Rode mantel']));
    expect((await get('/api/clothing/tags?text=kra', reader)).json()).toEqual(['kraag']);
    expect((await get('/api/clothing/tags', reader)).json()).toEqual(expect.arrayContaining(['kraag', 'kant', 'kanten', 'accessoire']));
    expect((await get('/api/clothing/tags', nobody)).statusCode).toBe(403);
    expect((await get('/api/articles/descriptions')).statusCode).toBe(401);
  });
  it('lists the rental orders of an article; persons stay empty', async () => {
    const res = await get(`/api/articles/${ids.cape}/rentinfo`, reader);
    expect(res.json()).toEqual({ rentals: [expect.objectContaining({ name: 'Jan Peeters', companyName: 'Toneel vzw', fromDt: '2026-01-01', amount: 1, returned: 0, billed: false })], persons: [] });
    expect((await get(`/api/articles/${ids.mantel}/rentinfo`, reader)).json()).toEqual({ rentals: [], persons: [] });
    expect((await get('/api/articles/999999/rentinfo', reader)).statusCode).toBe(404);
    expect((await get(`/api/articles/${ids.cape}/rentinfo`, nobody)).statusCode).toBe(404);
  });
  it('serves the form lookups, sorted, with the article or the own read right', async () => {
    const categories = (await get('/api/clothing', reader)).json<{ id: number; name: string }[]>();
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    expect(categories[0]).toEqual({ id: expect.any(Number), name: 'Broek' });
    const racks = (await get('/api/clothing/racks', racksReader)).json();
    expect(racks[0]).toEqual({ id: 1, label: '1 – Rek 1 (zolder)' });
    expect(racks).toHaveLength(40);
    expect((await get('/api/clothing/articleClothingSizes', reader)).json()[0]).toEqual({ id: lookups.sizeIds[0], label: 'XS' });
    expect((await get('/api/clothing/fabrics', reader)).json()[0]).toEqual({ id: expect.any(Number), label: 'Brokaat' });
    expect((await get('/api/clothing/patterns', reader)).json()[0]).toEqual({ id: expect.any(Number), label: 'Damast' });
    expect((await get('/api/clothing/colors', reader)).json()[0]).toEqual({ id: expect.any(Number), label: 'Blauw' });
    for (const path of ['/api/clothing', '/api/clothing/articleClothingSizes', '/api/clothing/patterns', '/api/clothing/fabrics', '/api/clothing/colors']) {
      expect((await get(path, racksReader)).statusCode).toBe(403);
      expect((await get(path)).statusCode).toBe(401);
    }
  });
});
