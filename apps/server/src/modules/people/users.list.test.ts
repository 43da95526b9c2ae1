import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let reader: BuiltUser;
let noRight: BuiltUser;
let exporter: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'personal', 'contact') });
  noRight = await buildUser(t.ctx.db);
  exporter = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'export_users') });
  await t.ctx.db.insert(users).values(
    Array.from({ length: 25 }, (_, i) => ({
      email: `lijst${i}@example.be`,
      firstName: i === 3 ? 'José' : `Voornaam${i}`,
      lastName: `Achternaam${String(i).padStart(2, '0')}`,
      sex: i % 3,
      dateOfBirth: `${1950 + i * 2}-06-15`,
      cityName: i % 2 ? 'Geel' : 'Mol',
      confirmed: true,
      since: sql`current_date`,
    })),
  );
});

const list = (query: string, user: BuiltUser = reader) => t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: bearer(user) });

describe('GET /api/users', () => {
  it('answers 401 without a token and 403 without users read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await list('', noRight)).statusCode).toBe(403);
  });

  it('answers 400 for malformed filters and unknown sorts', async () => {
    expect((await list('filters=%7Bbad')).statusCode).toBe(400);
    expect((await list(`filters=${encodeURIComponent('{"nope":1}')}`)).statusCode).toBe(400);
    expect((await list('sort=password:asc')).statusCode).toBe(400);
    expect((await list('items=100000')).statusCode).toBe(400);
  });

  it('pages 10 at a time with the total, sorted by last name', async () => {
    const first = (await list('filters=%7B%22text%22%3A%22lijst%22%7D')).json();
    expect(first.total).toBe(25);
    expect(first.items).toBe(10);
    expect(first.data[0].lastName).toBe('Achternaam00');
    const third = (await list('filters=%7B%22text%22%3A%22lijst%22%7D&offset=20')).json();
    expect(third.data.map((u: { lastName: string }) => u.lastName)).toEqual(['Achternaam20', 'Achternaam21', 'Achternaam22', 'Achternaam23', 'Achternaam24']);
    const desc = (await list('filters=%7B%22text%22%3A%22lijst%22%7D&sort=lastName:desc&items=1')).json();
    expect(desc.data[0].lastName).toBe('Achternaam24');
  });

  it('filters by sex, age and free text in SQL', async () => {
    const f = (o: object) => `filters=${encodeURIComponent(JSON.stringify({ text: 'lijst', ...o }))}&all=true`;
    const women = (await list(f({ sex: 1 }))).json();
    expect(women.data.every((u: { sex: number }) => u.sex === 1)).toBe(true);
    expect(women.total).toBe(8);
    const young = (await list(f({ maxAge: 30 }))).json();
    expect(young.data.every((u: { dateOfBirth: string }) => u.dateOfBirth >= '1995-01-01')).toBe(true);
    const geel = (await list(`filters=${encodeURIComponent(JSON.stringify({ text: 'geel' }))}&all=true`)).json();
    expect(geel.total).toBeGreaterThanOrEqual(12);
    const percent = (await list(`filters=${encodeURIComponent(JSON.stringify({ text: '%' }))}`)).json();
    expect(percent.total).toBe(0);
  });

  it('ignores accents in both directions', async () => {
    const q = (text: string) => list(`filters=${encodeURIComponent(JSON.stringify({ text }))}&all=true`);
    expect((await q('jose')).json().data.map((u: { firstName: string }) => u.firstName)).toContain('José');
    expect((await q('JOSÉ voornaam')).json().total).toBe(0);
    expect((await q('josé')).json().data.map((u: { firstName: string }) => u.firstName)).toContain('José');
  });

  it('hides personal groups the caller may not read', async () => {
    const onlyRead = await buildUser(t.ctx.db, { rights: areaRights('users', 'read') });
    const row = (await list('filters=%7B%22text%22%3A%22lijst0%40%22%7D', onlyRead)).json().data[0];
    expect(row.lastName).toBe('Achternaam00');
    expect(row.email).toBeNull();
    expect(row.dateOfBirth).toBeNull();
    const full = (await list('filters=%7B%22text%22%3A%22lijst0%40%22%7D')).json().data[0];
    expect(full.email).toBe('lijst0@example.be');
  });
});

describe('GET /api/reports/users.xlsx', () => {
  const token = async (user: BuiltUser, path = '/api/reports/users.xlsx') =>
    (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(user), payload: { path } })).json().token as string;

  it('refuses the session token in the query and a token without the export right', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?token=${exporter.token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?token=${await token(reader)}` })).statusCode).toBe(403);
  });

  it('answers 400 for an unknown sort before the download starts', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?sort=password:asc&token=${await token(exporter)}` })).statusCode).toBe(400);
  });

  it('streams every matching user with a single-use download token', async () => {
    const tk = await token(exporter);
    const filters = encodeURIComponent(JSON.stringify({ text: 'lijst' }));
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?filters=${filters}&token=${tk}` });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(2).getCell(1).value).toBe('Achternaam00');
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?token=${tk}` })).statusCode).toBe(401);
  });
});
