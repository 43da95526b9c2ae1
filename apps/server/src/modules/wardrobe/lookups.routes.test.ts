import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, clothingSizes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { call } from '../../../test/registrations';

/**
 * The single-field lookups (spec 3 §7 Stock): each answers 401 signed out and 403 without its
 * right, validates its field with the spec's message, lists with text filter and sort, and
 * refuses to delete a row articles still use.
 */
let t: TestApp;
let staff: BuiltUser;
let readers: Record<string, BuiltUser>;
let nobody: BuiltUser;

const CASES = [
  { area: 'sizes', plural: 'clothing_sizes', single: 'clothingSizes', key: 'size', values: ['XL', 'Medium', 'Kind 8'], export: 'clothing_sizes', success: 'Kledij-maat' },
  { area: 'fabrics', plural: 'fabrics', single: 'fabric', key: 'type', values: ['Katoen', 'Fluweel', 'Linnen'], export: 'fabrics', success: 'Stof' },
  { area: 'patterns', plural: 'patterns', single: 'pattern', key: 'name', values: ['Ruit', 'Bloemen', 'Streep'], export: 'patterns', success: 'Motief' },
  { area: 'colors', plural: 'colors', single: 'color', key: 'name', values: ['Rood', 'Blauw', 'Groen'], export: null, success: 'Kleur' },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const all = CASES.map((c) => areaRights(c.area, 'read', 'create', 'update', 'delete'));
  staff = await buildUser(t.ctx.db, { rights: Object.assign({}, ...all) });
  readers = Object.fromEntries(await Promise.all(CASES.map(async (c) => [c.area, await buildUser(t.ctx.db, { rights: areaRights(c.area, 'read') })])));
  nobody = await buildUser(t.ctx.db);
});

describe.each(CASES)('$plural', (c) => {
  const path = `/api/clothing/${c.single}`;

  // A call on one row answers a refusal like a missing row (404); the list and create 403.
  it('answers 401 signed out, and 403 or 404 without the right for every call', async () => {
    const calls = [['GET', `/api/stock/${c.plural}`, 403], ['GET', `${path}/1`, 404], ['POST', path, 403], ['PUT', `${path}/1`, 404], ['DELETE', `${path}/1`, 404]] as const;
    for (const [method, url, refused] of calls) {
      expect((await call(t, method, url, null, { [c.key]: 'x' })).statusCode).toBe(401);
      expect((await call(t, method, url, nobody, { [c.key]: 'x' })).statusCode).toBe(refused);
    }
    const reader = readers[c.area]!;
    expect((await call(t, 'GET', `/api/stock/${c.plural}`, reader)).statusCode).toBe(200);
    expect((await call(t, 'POST', path, reader, { [c.key]: 'x' })).statusCode).toBe(403);
    expect((await call(t, 'PUT', `${path}/1`, reader, { [c.key]: 'x' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${path}/1`, reader)).statusCode).toBe(404);
  });

  it('refuses an empty or missing value with the spec message', async () => {
    for (const payload of [{ [c.key]: '' }, { [c.key]: '   ' }, {}]) {
      const res = await call(t, 'POST', path, staff, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Veld mag niet leeg zijn', fields: { [c.key]: 'Veld mag niet leeg zijn' } });
    }
    expect((await call(t, 'PUT', `${path}/1`, staff, { [c.key]: '' })).statusCode).toBe(400);
  });

  it('creates, reads, lists with filter and sort, updates', async () => {
    const ids: number[] = [];
    for (const value of c.values) {
      const res = await call(t, 'POST', path, staff, { [c.key]: ` ${value} ` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ [c.key]: value });
      ids.push(res.json().id);
    }
    expect((await call(t, 'GET', `${path}/${ids[0]}`, staff)).json()).toEqual({ id: ids[0], [c.key]: c.values[0] });
    expect((await call(t, 'GET', `${path}/999999`, staff)).statusCode).toBe(404);

    const sorted = await call(t, 'GET', `/api/stock/${c.plural}?sort=${c.key}:asc`, staff);
    expect(sorted.json().data.map((r: Record<string, string>) => r[c.key])).toEqual([...c.values].sort((a, b) => a.localeCompare(b, 'nl')));
    const desc = await call(t, 'GET', `/api/stock/${c.plural}?sort=id:desc&items=2`, staff);
    expect(desc.json()).toMatchObject({ total: 3, items: 2, data: [{ id: ids[2] }, { id: ids[1] }] });
    const filtered = await call(t, 'GET', `/api/stock/${c.plural}?filters=${encodeURIComponent(JSON.stringify({ text: c.values[1].slice(1, 4).toUpperCase() }))}`, staff);
    expect(filtered.json().data).toEqual([{ id: ids[1], [c.key]: c.values[1] }]);
    expect((await call(t, 'GET', `/api/stock/${c.plural}?sort=nope`, staff)).statusCode).toBe(400);

    const put = await call(t, 'PUT', `${path}/${ids[0]}`, staff, { [c.key]: 'Gewijzigd' });
    expect(put.json()).toEqual({ id: ids[0], [c.key]: 'Gewijzigd' });
    expect((await call(t, 'PUT', `${path}/999999`, staff, { [c.key]: 'x' })).statusCode).toBe(404);
  });

  it('refuses to delete a value articles use, deletes an unused one', async () => {
    const used = (await call(t, 'POST', path, staff, { [c.key]: 'In gebruik' })).json().id as number;
    const free = (await call(t, 'POST', path, staff, { [c.key]: 'Vrij' })).json().id as number;
    const [category] = await t.ctx.db.insert(categories).values({ name: 'Mantel' }).returning();
    const [size] = await t.ctx.db.insert(clothingSizes).values({ size: 'S' }).returning();
    const column = { sizes: 'clothingSizeId', fabrics: 'fabricId', patterns: 'patternId', colors: 'colorId' }[c.area];
    const article = { description: 'Mantel', categoryId: category!.id, clothingSizeId: size!.id, [column]: used };
    await t.ctx.db.insert(articles).values([article, article]);

    const refused = await call(t, 'DELETE', `${path}/${used}`, staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`${c.success} In gebruik wordt gebruikt door 2 artikel(s) en kan niet verwijderd worden. Geef die artikels eerst een andere waarde.`);
    expect((await call(t, 'GET', `${path}/${used}`, staff)).statusCode).toBe(200);

    const done = await call(t, 'DELETE', `${path}/${free}`, staff);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(`${c.success} Vrij werd verwijderd`);
    expect((await call(t, 'DELETE', `${path}/${free}`, staff)).statusCode).toBe(404);
  });

  it('exports the list as xlsx with the read right (the spec names no colours export)', async () => {
    if (!c.export) {
      expect((await call(t, 'GET', `/api/reports/${c.plural}.xlsx`, staff)).statusCode).toBe(404);
      return;
    }
    const url = `/api/reports/${c.export}.xlsx`;
    expect((await call(t, 'GET', url, nobody)).statusCode).toBe(403);
    const res = await call(t, 'GET', url, readers[c.area]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
