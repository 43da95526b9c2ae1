import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/index';
import { seedStockLookups, type StockLookups } from '../../seed/stock';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let lookups: StockLookups;
let importer: BuiltUser;
let reader: BuiltUser;
let existing: number;

const item = (row: number, extra: Record<string, string> = {}) => ({
  row,
  number: '',
  description: 'Wollen mantel',
  category: 'mantel',
  size: 'L',
  fabric: 'Wol',
  pattern: '',
  color: 'Bruin',
  rack: '12',
  tags: 'Winter|middeleeuwen',
  active: 'ja',
  ...extra,
});
const post = (path: string, user: BuiltUser | undefined, payload: object) => t.app.inject({ method: 'POST', url: `/api/clothing/import${path}`, headers: user ? bearer(user) : {}, payload });

beforeAll(async () => {
  t = await createTestApp();
  lookups = await seedStockLookups(t.ctx.db, '2020-01-01');
  importer = await buildUser(t.ctx.db, { rights: areaRights('articles', 'read', 'create') });
  reader = await buildUser(t.ctx.db, { rights: areaRights('articles', 'read') });
  const [row] = await t.ctx.db.insert(articles).values({ description: 'Bestaand', categoryId: lookups.categoryIds[0]!, clothingSizeId: lookups.sizeIds[0]! }).returning();
  existing = row!.id;
});

describe('POST /api/clothing/import/preview', () => {
  it('resolves names case-insensitively and lists every problem per row', async () => {
    const res = await post('/preview', importer, {
      items: [
        item(2),
        item(3, { number: String(existing), category: 'Kasteel', size: '', rack: '99', active: 'niet actief' }),
        item(4, { number: '000500', description: '' }),
        item(5, { number: '500', fabric: 'Plastic', tags: 'x'.repeat(51) }),
        item(6, { number: 'abc' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const { rows, accepted, refused } = res.json();
    expect({ accepted, refused }).toEqual({ accepted: 1, refused: 4 });
    expect(rows[0]).toMatchObject({ row: 2, number: null, rack: 12, tags: 'winter|middeleeuwen', active: true, problems: [] });
    expect(rows[1].active).toBe(false);
    expect(rows[1].problems).toEqual([
      `articles.import.numberTaken?value=${String(existing).padStart(6, '0')}`,
      'articles.import.missingSize',
      'articles.import.unknownCategory?value=Kasteel',
      'articles.import.unknownRack?value=99',
    ]);
    expect(rows[2].problems).toEqual(['articles.import.missingDescription']);
    expect(rows[3].problems).toEqual(['articles.import.numberTwice?value=000500', 'articles.import.unknownFabric?value=Plastic', 'validation.length?min=1&max=50']);
    expect(rows[4].problems).toEqual(['articles.import.badNumber?value=abc']);
  });

  it('refuses without the right, without rows, or with bad input', async () => {
    expect((await post('/preview', undefined, { items: [item(2)] })).statusCode).toBe(401);
    expect((await post('/preview', reader, { items: [item(2)] })).statusCode).toBe(403);
    const empty = await post('/preview', importer, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Dit bestand bevat geen artikels.');
    expect((await post('/preview', importer, { items: [{ row: 'x' }] })).statusCode).toBe(400);
  });
});

describe('POST /api/clothing/import', () => {
  it('writes nothing when one row has a problem', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    const res = await post('', importer, { items: [item(2), item(3, { category: 'Kasteel' })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('1 rijen met problemen: pas het bestand aan en kies het opnieuw.');
    expect(await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(articles)).toEqual(before);
  });

  it('imports numbered rows first, then the others after the highest number, with progress', async () => {
    const uuid = '5b0c8f7e-9d1c-4a51-8f3e-2f4a1c9d7e11';
    t.realtime.sent.length = 0;
    const res = await post('', importer, { uuid, items: [item(2), item(3, { number: '000900', active: 'NIET' }), item(4, { description: 'Korte broek', category: 'Broek' })] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 3, first: '000900', last: '000902' });
    const [numbered] = await t.ctx.db.select().from(articles).where(eq(articles.id, 900));
    expect(numbered).toMatchObject({ description: 'Wollen mantel', active: false, rackId: 12, tags: 'winter|middeleeuwen' });
    const progress = t.realtime.sent.filter((e) => e.event === 'ARTICLE_IMPORT_PROGRESS');
    expect(progress.map((e) => e.payload)).toEqual([
      { uuid, done: 0, total: 3 },
      { uuid, done: 3, total: 3 },
    ]);
    expect(progress[0]!.room).toBe(`user:${importer.id}`);
    // The form's next create continues after the imported numbers.
    const next = await t.app.inject({ method: 'GET', url: '/api/articles/next', headers: bearer(importer) });
    expect(next.json().number).toBe('000903');
  });
});
