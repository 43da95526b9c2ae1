import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, clothingSizes, racks } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { call } from '../../../test/registrations';

/** Racks (spec 3 §2 Rack screen, §5 "Rack needs both a number and a description", §7). */
let t: TestApp;
let staff: BuiltUser;
let reader: BuiltUser;
let rackOnly: BuiltUser;
let nobody: BuiltUser;
let categoryId: number;
let sizeId: number;

const REQUIRED = 'Veld mag niet leeg zijn';

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildUser(t.ctx.db, { rights: { ...areaRights('racks', 'read', 'create', 'update', 'delete'), ...areaRights('articles', 'read') } });
  reader = await buildUser(t.ctx.db, { rights: { ...areaRights('racks', 'read'), ...areaRights('articles', 'read') } });
  rackOnly = await buildUser(t.ctx.db, { rights: areaRights('racks', 'read') });
  nobody = await buildUser(t.ctx.db);
  categoryId = (await t.ctx.db.insert(categories).values({ name: 'Mantel' }).returning())[0]!.id;
  sizeId = (await t.ctx.db.insert(clothingSizes).values({ size: 'M' }).returning())[0]!.id;
});

const onRack = (rackId: number, description: string) => ({ description, categoryId, clothingSizeId: sizeId, rackId });

describe('rack calls', () => {
  // A call on one rack answers a refusal like a missing rack (404); the others 403.
  it('answers 401 signed out, and 403 or 404 without the right', async () => {
    const calls = [
      ['GET', '/api/stock/racks', 403],
      ['GET', '/api/clothing/rack/1', 404],
      ['GET', '/api/clothing/rack/1/articles', 404],
      ['POST', '/api/clothing/rack', 403],
      ['PUT', '/api/clothing/rack/1', 404],
      ['DELETE', '/api/clothing/rack/1', 404],
      ['GET', '/api/reports/racks.xlsx', 403],
    ] as const;
    for (const [method, url, refused] of calls) {
      expect((await call(t, method, url, null, { id: 1, description: 'x' })).statusCode).toBe(401);
      expect((await call(t, method, url, nobody, { id: 1, description: 'x' })).statusCode).toBe(refused);
    }
    expect((await call(t, 'POST', '/api/clothing/rack', reader, { id: 1, description: 'x' })).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/clothing/rack/1', reader, { id: 1, description: 'x' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/clothing/rack/1', reader)).statusCode).toBe(404);
    // The articles on a rack also need the articles' read right.
    expect((await call(t, 'GET', '/api/clothing/rack/1/articles', rackOnly)).statusCode).toBe(404);
  });

  it.each<[string, object, Record<string, string>]>([
    ['no number', { description: 'Zolder' }, { id: REQUIRED }],
    ['empty number', { id: null, description: 'Zolder' }, { id: REQUIRED }],
    ['zero', { id: 0, description: 'Zolder' }, { id: 'Geef een waarde tussen 1 en 999999' }],
    ['a fraction', { id: 2.5, description: 'Zolder' }, { id: 'Geef een waarde tussen 1 en 999999' }],
    ['no description', { id: 7 }, { description: REQUIRED }],
    ['blank description', { id: 7, description: '  ' }, { description: REQUIRED }],
  ])('refuses %s', async (_, payload, fields) => {
    const res = await call(t, 'POST', '/api/clothing/rack', staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject(fields);
  });

  it('creates, reads, lists and refuses a duplicate number', async () => {
    const res = await call(t, 'POST', '/api/clothing/rack', staff, { id: 12, description: ' Zolder links ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 12, description: 'Zolder links' });
    await call(t, 'POST', '/api/clothing/rack', staff, { id: 3, description: 'Kelder' });
    const dup = await call(t, 'POST', '/api/clothing/rack', staff, { id: 12, description: 'Andere' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ message: 'Rek 12 bestaat al', fields: { id: 'Rek 12 bestaat al' } });

    expect((await call(t, 'GET', '/api/clothing/rack/12', reader)).json()).toEqual({ id: 12, description: 'Zolder links' });
    expect((await call(t, 'GET', '/api/clothing/rack/99', reader)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/stock/racks', reader)).json().data).toEqual([{ id: 3, description: 'Kelder' }, { id: 12, description: 'Zolder links' }]);
    const byNumber = await call(t, 'GET', `/api/stock/racks?filters=${encodeURIComponent('{"text":"3"}')}`, reader);
    expect(byNumber.json().data).toEqual([{ id: 3, description: 'Kelder' }]);
    const byText = await call(t, 'GET', `/api/stock/racks?filters=${encodeURIComponent('{"text":"zolder"}')}&sort=description:desc`, reader);
    expect(byText.json().data).toEqual([{ id: 12, description: 'Zolder links' }]);
  });

  it('pages the articles on a rack with a text filter', async () => {
    await t.ctx.db.insert(racks).values({ id: 20, description: 'Gang' });
    await t.ctx.db.insert(articles).values([onRack(20, 'Rode mantel'), onRack(20, 'Blauwe mantel'), onRack(20, 'Hoed'), onRack(3, 'Elders')]);
    const page = await call(t, 'GET', '/api/clothing/rack/20/articles?items=2', reader);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, items: 2, data: [{ description: 'Rode mantel', category: 'Mantel', size: 'M', active: true }, { description: 'Blauwe mantel' }] });
    const hats = await call(t, 'GET', `/api/clothing/rack/20/articles?filters=${encodeURIComponent('{"text":"hoed"}')}`, reader);
    expect(hats.json().data.map((a: { description: string }) => a.description)).toEqual(['Hoed']);
    expect((await call(t, 'GET', '/api/clothing/rack/404/articles', reader)).statusCode).toBe(404);
  });

  it('updates the description, renumbers with the articles, refuses a taken number', async () => {
    await t.ctx.db.insert(racks).values([{ id: 30, description: 'Oud' }, { id: 31, description: 'Buur' }]);
    await t.ctx.db.insert(articles).values(onRack(30, 'Kap'));
    expect((await call(t, 'PUT', '/api/clothing/rack/30', staff, { id: 30, description: 'Nieuw' })).json()).toEqual({ id: 30, description: 'Nieuw' });
    const taken = await call(t, 'PUT', '/api/clothing/rack/30', staff, { id: 31, description: 'Nieuw' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Rek 31 bestaat al');
    expect((await call(t, 'PUT', '/api/clothing/rack/30', staff, { id: 32, description: 'Verhuisd' })).json()).toEqual({ id: 32, description: 'Verhuisd' });
    const moved = await t.ctx.db.select().from(articles).where(eq(articles.description, 'Kap'));
    expect(moved[0]!.rackId).toBe(32);
    expect((await call(t, 'GET', '/api/clothing/rack/30', staff)).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/clothing/rack/30', staff, { id: 30, description: 'x' })).statusCode).toBe(404);
  });

  it('refuses to delete a rack with articles, deletes an empty one', async () => {
    const refused = await call(t, 'DELETE', '/api/clothing/rack/20', staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Rek 20 wordt gebruikt door 3 artikel(s) en kan niet verwijderd worden. Geef die artikels eerst een andere waarde.');
    expect((await call(t, 'DELETE', '/api/clothing/rack/31', staff)).json().message).toBe('Rek 31 werd verwijderd');
    expect((await call(t, 'DELETE', '/api/clothing/rack/31', staff)).statusCode).toBe(404);
  });

  it('exports the racks', async () => {
    const res = await call(t, 'GET', '/api/reports/racks.xlsx', reader);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
