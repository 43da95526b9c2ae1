import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let reader: BuiltUser;
let noRight: BuiltUser;
const projectIds: number[] = [];
const ids: Record<string, number> = {};

// Three projects; "an" in the first, "bert" in the second, "carla" in both, "dirk" in none.
beforeAll(async () => {
  t = await createTestApp();
  reader = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'contact', 'registrations', 'export_users') });
  noRight = await buildUser(t.ctx.db);
  for (const name of ['Zomerspel', 'Kerstmarkt', 'Leeg project']) projectIds.push((await buildProject(t.ctx.db, { name })).id);
  const rows = await t.ctx.db
    .insert(users)
    .values(['an', 'bert', 'carla', 'dirk'].map((n) => ({ email: `${n}@filter.example.be`, firstName: n, lastName: 'Filtertest', confirmed: true, since: sql`current_date` })))
    .returning({ id: users.id, firstName: users.firstName });
  for (const row of rows) ids[row.firstName] = row.id;
  await t.ctx.db.insert(registrations).values([
    { userId: ids.an!, projectId: projectIds[0]!, location: 1 },
    { userId: ids.bert!, projectId: projectIds[1]!, location: 0 },
    { userId: ids.carla!, projectId: projectIds[0]!, location: 1 },
    { userId: ids.carla!, projectId: projectIds[1]!, location: 0 },
  ]);
});

const names = async (filters: object, user: BuiltUser = reader) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/users?filters=${encodeURIComponent(JSON.stringify({ text: 'filtertest', ...filters }))}&all=true`, headers: bearer(user) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { firstName: string }[]).map((u) => u.firstName).sort();
};

describe('GET /api/users, filter registrations (spec 1 §2 /medewerkers)', () => {
  it('answers 400 for a value that is no project, list or "none"', async () => {
    for (const value of ['nergens', -1, 0, 2_147_483_648, { id: 1 }, true]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users?filters=${encodeURIComponent(JSON.stringify({ registrations: value }))}`, headers: bearer(reader) });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
    }
  });

  it('keeps the users registered in one chosen project, given as number or as a select sends it', async () => {
    expect(await names({ registrations: projectIds[0] })).toEqual(['an', 'carla']);
    expect(await names({ registrations: String(projectIds[1]) })).toEqual(['bert', 'carla']);
    expect(await names({ registrations: projectIds[2] })).toEqual([]);
  });

  it('keeps the users registered in any of several projects', async () => {
    expect(await names({ registrations: projectIds })).toEqual(['an', 'bert', 'carla']);
  });

  it('keeps the users registered in no project with "none"', async () => {
    expect(await names({ registrations: 'none' })).toEqual(['dirk']);
  });

  it('exports the same selection, sorted by last name', async () => {
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(reader), payload: { path: '/api/reports/users.xlsx' } })).json();
    const filters = encodeURIComponent(JSON.stringify({ text: 'filtertest', registrations: 'none' }));
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?filters=${filters}&token=${token}` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('dirk');
  });
});

describe('filters on data the caller may not read', () => {
  it('answers 403 for sex and age without users.personal, and for registrations without users.registrations', async () => {
    const onlyRead = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'export_users') });
    const list = (filters: object) => t.app.inject({ method: 'GET', url: `/api/users?filters=${encodeURIComponent(JSON.stringify(filters))}`, headers: bearer(onlyRead) });
    for (const filters of [{ sex: 1 }, { minAge: 18 }, { maxAge: 30 }, { registrations: 'none' }, { registrations: projectIds[0] }]) {
      expect((await list(filters)).statusCode, JSON.stringify(filters)).toBe(403);
    }
    expect((await list({ text: 'filtertest' })).statusCode).toBe(200);
    const checked = await t.app.inject({ method: 'POST', url: '/api/users/checked', headers: bearer(onlyRead), payload: { configs: { filters: { sex: 0 } } } });
    expect(checked.statusCode).toBe(403);
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(onlyRead), payload: { path: '/api/reports/users.xlsx' } })).json();
    const exported = await t.app.inject({ method: 'GET', url: `/api/reports/users.xlsx?filters=${encodeURIComponent('{"maxAge":11}')}&token=${token}` });
    expect(exported.statusCode).toBe(403);
  });
});

describe('GET /api/users, filter ids', () => {
  it('keeps only the given users (the names of a mail’s recipients), at most 100 at a time', async () => {
    expect(await names({ ids: [ids.an, ids.dirk] })).toEqual(['an', 'dirk']);
    const tooMany = await t.app.inject({ method: 'GET', url: `/api/users?filters=${encodeURIComponent(JSON.stringify({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }))}`, headers: bearer(reader) });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET /api/users/projects', () => {
  it('answers 401 without a token and 403 without users read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/projects' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/projects', headers: bearer(noRight) })).statusCode).toBe(403);
  });

  it('lists every project as a choice, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/projects', headers: bearer(reader) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: projectIds[2], label: 'Leeg project' },
      { value: projectIds[1], label: 'Kerstmarkt' },
      { value: projectIds[0], label: 'Zomerspel' },
    ]);
  });
});
