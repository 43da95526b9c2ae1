import { todayInBrussels } from '@coulisse/shared/rules/account';
import { dayBefore } from '@coulisse/shared/rules/wardrobe/stock';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categoryPrices, clothingSizes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { call } from '../../../test/registrations';
import { currentPrices } from './categories.repository';

/** Categories and prices (spec 3 §4 "Prices are current when…", §5 Categories and prices, §7). */
let t: TestApp;
let staff: BuiltUser;
let reader: BuiltUser;
let nobody: BuiltUser;

const REQUIRED = 'Veld mag niet leeg zijn';
const PRICES = { priceA: 20, priceB: 16, priceC: 12.5, priceD: 8, priceE: 0 };
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = () => todayInBrussels();

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildUser(t.ctx.db, { rights: { ...areaRights('categories', 'read', 'create', 'update', 'delete'), ...areaRights('articles', 'read') } });
  reader = await buildUser(t.ctx.db, { rights: { ...areaRights('categories', 'read'), ...areaRights('articles', 'read') } });
  nobody = await buildUser(t.ctx.db);
});

async function create(name: string, prices: object = PRICES) {
  const res = await call(t, 'POST', '/api/clothing/category', staff, { name, ...prices });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; prices: { id: number; startDt: string; endDt: string | null; current: boolean }[] }>();
}

describe('category calls', () => {
  // A call on one category answers a refusal like a missing category (404); the others 403.
  it('answers 401 signed out, and 403 or 404 without the right', async () => {
    const calls = [
      ['GET', '/api/categories', 403],
      ['GET', '/api/category/1', 404],
      ['POST', '/api/clothing/category', 403],
      ['PUT', '/api/category/1', 404],
      ['POST', '/api/category/1/prices', 404],
      ['DELETE', '/api/category/1', 403],
      ['GET', '/api/reports/categories/1/articles.xlsx', 404],
    ] as const;
    for (const [method, url, refused] of calls) {
      expect((await call(t, method, url, null, {})).statusCode).toBe(401);
      expect((await call(t, method, url, nobody, {})).statusCode).toBe(refused);
    }
    expect((await call(t, 'POST', '/api/clothing/category', reader, { name: 'x', ...PRICES })).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/category/1', reader, { name: 'x' })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/category/1/prices', reader, { startDt: today(), ...PRICES })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/category/1', reader)).statusCode).toBe(403);
  });

  it.each<[string, object, Record<string, string>]>([
    ['no name', { ...PRICES }, { name: REQUIRED }],
    ['a blank name', { name: ' ', ...PRICES }, { name: REQUIRED }],
    ['a missing price', { name: 'Mantel', ...PRICES, priceC: undefined }, { priceC: REQUIRED }],
    ['an empty price', { name: 'Mantel', ...PRICES, priceE: null }, { priceE: REQUIRED }],
    ['a negative price', { name: 'Mantel', ...PRICES, priceA: -1 }, { priceA: 'Geef een waarde tussen 0 en 100000' }],
    ['a fraction of a cent', { name: 'Mantel', ...PRICES, priceB: 1.234 }, { priceB: 'Geef een bedrag in euro met hoogstens 2 decimalen' }],
  ])('refuses a new category with %s', async (_, payload, fields) => {
    const res = await call(t, 'POST', '/api/clothing/category', staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject(fields);
  });

  it('creates a category with a first price from today, replacement 0 by default', async () => {
    const created = await create('Mantel');
    const res = await call(t, 'GET', `/api/category/${created.id}`, reader);
    expect(res.json()).toEqual({
      id: created.id,
      name: 'Mantel',
      articleCount: 0,
      prices: [{ id: expect.any(Number), startDt: today(), endDt: null, ...PRICES, replacementPrice: 0, current: true }],
    });
    expect((await call(t, 'GET', '/api/category/999999', reader)).statusCode).toBe(404);
  });

  it('renames with only a name', async () => {
    const { id } = await create('Hoed');
    expect((await call(t, 'PUT', `/api/category/${id}`, staff, { name: '' })).json().fields).toEqual({ name: REQUIRED });
    const res = await call(t, 'PUT', `/api/category/${id}`, staff, { name: 'Hoge hoed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Hoge hoed' });
    expect((await call(t, 'PUT', '/api/category/999999', staff, { name: 'x' })).statusCode).toBe(404);
  });

  it.each<[string, object, Record<string, string>]>([
    ['no start', { ...PRICES }, { startDt: REQUIRED }],
    ['a start in the past', { startDt: dayBefore(todayInBrussels()), ...PRICES }, { startDt: 'Gelieve een datum te kiezen vanaf vandaag' }],
    ['an invalid start', { startDt: '2026-02-30', ...PRICES }, { startDt: 'Ongeldige datum' }],
    ['a missing price', { startDt: addDays(todayInBrussels(), 5), ...PRICES, priceD: undefined }, { priceD: REQUIRED }],
    ['an end before the start', { startDt: addDays(todayInBrussels(), 5), endDt: addDays(todayInBrussels(), 4), ...PRICES }, { endDt: 'De einddatum mag niet voor de begindatum liggen' }],
  ])('refuses a price with %s', async (_, payload, fields) => {
    const res = await call(t, 'POST', '/api/category/1/prices', staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject(fields);
  });

  it('adds a price: the open one ends the day before, the new one is current from its start', async () => {
    const { id } = await create('Kleed');
    const start = addDays(today(), 10);
    const res = await call(t, 'POST', `/api/category/${id}/prices`, staff, { startDt: start, ...PRICES, priceA: 25, replacementPrice: 150 });
    expect(res.statusCode).toBe(201);
    const [next, first] = res.json().prices;
    expect(next).toMatchObject({ startDt: start, endDt: null, priceA: 25, replacementPrice: 150, current: false });
    expect(first).toMatchObject({ startDt: today(), endDt: dayBefore(start), current: true });

    const onStart = await currentPrices(t.ctx.db, [id], start);
    expect(onStart.get(id)).toMatchObject({ startDt: start, priceA: 25 });
    const dayBeforeStart = await currentPrices(t.ctx.db, [id], dayBefore(start));
    expect(dayBeforeStart.get(id)).toMatchObject({ startDt: today(), priceA: 20 });
    expect((await currentPrices(t.ctx.db, [id], dayBefore(today()))).has(id)).toBe(false);

    const same = await call(t, 'POST', `/api/category/${id}/prices`, staff, { startDt: start, ...PRICES });
    expect(same.statusCode).toBe(400);
    const [y, m, d] = start.split('-');
    expect(same.json().message).toBe(`Er bestaat al een prijs die op of na ${d}/${m}/${y} start`);
    expect((await call(t, 'POST', '/api/category/999999/prices', staff, { startDt: start, ...PRICES })).statusCode).toBe(404);
  });

  it('currentPrices: latest start wins, ended and future prices do not count, several categories at once', async () => {
    const a = await create('A-lijn');
    const b = await create('B-lijn');
    const c = await create('C-lijn');
    const day = today();
    await t.ctx.db.insert(categoryPrices).values([
      { categoryId: a.id, startDt: addDays(day, -30), endDt: null, ...PRICES, priceA: 1 },
      { categoryId: b.id, startDt: addDays(day, -1), endDt: addDays(day, 3), ...PRICES, priceA: 2 },
      { categoryId: c.id, startDt: addDays(day, 1), endDt: null, ...PRICES, priceA: 3 },
    ]);
    const prices = await currentPrices(t.ctx.db, [a.id, b.id, c.id, 999999], day);
    expect([a.id, b.id, c.id].map((id) => prices.get(id)?.priceA)).toEqual([20, 20, 20]);
    const later = await currentPrices(t.ctx.db, [a.id, b.id, c.id], addDays(day, 2));
    expect([a.id, b.id, c.id].map((id) => later.get(id)?.priceA)).toEqual([20, 20, 3]);
    expect((await currentPrices(t.ctx.db, [], day)).size).toBe(0);
  });

  it('lists with the current price, filters and sorts', async () => {
    const res = await call(t, 'GET', `/api/categories?filters=${encodeURIComponent('{"text":"kleed"}')}`, reader);
    expect(res.json()).toMatchObject({ total: 1, data: [{ name: 'Kleed', price: { startDt: today(), priceA: 20, priceC: 12.5, replacementPrice: 0 } }] });
    const names = (await call(t, 'GET', '/api/categories?sort=name:desc&items=3', reader)).json().data.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Mantel', 'Kleed', 'Hoge hoed']);
  });

  it('refuses to delete a category articles use, deletes an unused one with its prices', async () => {
    const used = await create('Cape');
    const free = await create('Sjaal');
    const [size] = await t.ctx.db.insert(clothingSizes).values({ size: 'L' }).returning();
    await t.ctx.db.insert(articles).values({ description: 'Rode cape', categoryId: used.id, clothingSizeId: size!.id });
    const refused = await call(t, 'DELETE', `/api/category/${used.id}`, staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Kledingstuk Cape wordt gebruikt door 1 artikel(s) en kan niet verwijderd worden. Geef die artikels eerst een andere waarde.');
    expect((await call(t, 'DELETE', `/api/category/${free.id}`, staff)).statusCode).toBe(204);
    expect((await call(t, 'GET', `/api/category/${free.id}`, staff)).statusCode).toBe(404);

    const file = await call(t, 'GET', `/api/reports/categories/${used.id}/articles.xlsx`, reader);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call(t, 'GET', '/api/reports/categories/999999/articles.xlsx', reader)).statusCode).toBe(404);
  });
});
