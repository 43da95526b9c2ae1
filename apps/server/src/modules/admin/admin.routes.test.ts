import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, clothingSizes, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
let participant: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('settings', 'read') });
  participant = await buildUser(t.ctx.db);
});

describe('GET /api/health', () => {
  it('reports the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.ctx.database.kind });
  });
});

describe('settings', () => {
  const valid = { title: 'Welkom bij Coulisse', description: 'Schrijf je in voor onze projecten.', fine: 2.5 };

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', payload: valid })).statusCode).toBe(401);
  });

  it('answers 400 when a field is missing or the fine is negative (spec 3 §5)', async () => {
    const missing = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...valid, title: '  ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.title).toBe('Veld mag niet leeg zijn');
    const negative = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...valid, fine: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.fine).toBe('Geef een waarde tussen 0 en 10000');
  });

  it('answers 403 without the right to read or update', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(participant) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(reader), payload: valid })).statusCode).toBe(403);
  });

  it('saves and serves title and description on the public info call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/general/info' })).json().title).toBe('Welkom op ons inschrijfsysteem');
    const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(valid);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(reader) })).json()).toEqual(valid);
    expect((await t.app.inject({ method: 'GET', url: '/api/general/info' })).json()).toEqual({ title: valid.title, description: valid.description });
  });
});

describe('GET /api/statistics/overview', () => {
  it('is for staff levels only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/overview' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/overview', headers: bearer(participant) })).statusCode).toBe(403);
  });

  it('counts projects, employees and users active in the last minutes', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(participant) });
    const res = await t.app.inject({ method: 'GET', url: '/api/statistics/overview', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.employees).toBeGreaterThanOrEqual(1);
    expect(body.onlineUsers).toBeGreaterThanOrEqual(1);
    expect(body.projects).toBe(0);
    expect(body).toMatchObject({ articles: 0, rentals: 0 });
  });

  it('counts the active articles and the orders neither billed nor canceled', async () => {
    const [category] = await t.ctx.db.insert(categories).values({ name: 'Hoed' }).returning();
    const [size] = await t.ctx.db.insert(clothingSizes).values({ size: 'M' }).returning();
    await t.ctx.db
      .insert(articles)
      .values([true, true, false].map((active, i) => ({ description: `Hoed ${i}`, active, categoryId: category!.id, clothingSizeId: size!.id })));
    const order = {
      type: 4,
      name: 'Jan',
      cellPhone: '0470 00 00 00',
      email: 'jan@example.be',
      streetName: 'Markt',
      houseNumber: '1',
      zipCode: '2440',
      cityName: 'Geel',
      fromDt: '2026-11-01',
      toDt: '2026-11-30',
      periods: 1,
      priceCategory: 1,
    };
    await t.ctx.db.insert(orders).values([order, { ...order, returned: true }, { ...order, billed: true }, { ...order, canceled: true }]);
    const body = (await t.app.inject({ method: 'GET', url: '/api/statistics/overview', headers: bearer(admin) })).json();
    expect(body).toMatchObject({ articles: 2, rentals: 2 });
  });
});
