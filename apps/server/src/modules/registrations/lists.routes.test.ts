import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildChoice, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { call, OPEN } from '../../../test/registrations';
import { casts, projectRoles, roleUsers, users } from '../../db/schema/index';
import { eq } from 'drizzle-orm';

let t: TestApp;
let project: Awaited<ReturnType<typeof buildProject>>;
let other: Awaited<ReturnType<typeof buildProject>>;
let role: Awaited<ReturnType<typeof buildChoice>>;
let castA: number;
let reader: BuiltUser;
const people: Record<string, BuiltUser> = {};

const list = (path: string, filters?: object, extra = '') => `${path}?${filters ? `filters=${encodeURIComponent(JSON.stringify(filters))}&` : ''}${extra}`;
const names = (res: { json: () => { data: { lastName: string }[] } }) => res.json().data.map((r) => r.lastName);

beforeAll(async () => {
  t = await createTestApp();
  project = await buildProject(t.ctx.db, { name: 'Het Geels Dolhuys', ...OPEN });
  other = await buildProject(t.ctx.db, { name: 'Dimpna-spel', ...OPEN });
  role = await buildChoice(t.ctx.db, project.id, { name: 'Dorpeling' });
  const rows: [string, number, string, number, boolean, string | null, string | null][] = [
    ['Peeters', 1, '1990-01-01', 1, true, 'Zingen en dansen', null],
    ['Janssens', 0, '2010-06-01', 1, false, null, 'Graag met mijn broer'],
    ['Maes', 1, '1960-03-03', 0, false, 'Naaien', null],
    ['Claes', 2, '2000-09-09', 0, false, null, null],
  ];
  for (const [lastName, sex, dateOfBirth, location, auditioning, talents, remarks] of rows) {
    const person = await buildUser(t.ctx.db, { firstName: 'Test', lastName });
    await t.ctx.db.update(users).set({ sex, dateOfBirth }).where(eq(users.id, person.id));
    await buildRegistration(t.ctx.db, person.id, project.id, { location, auditioning, talents, remarks }, lastName === 'Peeters' || lastName === 'Maes' ? [role.id] : []);
    people[lastName] = person;
  }
  // Registered elsewhere only: appears in the not-registered list of the project.
  people.Wouters = await buildUser(t.ctx.db, { firstName: 'Test', lastName: 'Wouters' });
  await buildRegistration(t.ctx.db, people.Wouters.id, other.id);
  const [cast] = await t.ctx.db.insert(casts).values({ projectId: project.id, name: 'Cast A' }).returning();
  castA = cast!.id;
  const [projectRole] = await t.ctx.db.insert(projectRoles).values({ projectId: project.id, identifier: 'R1', name: 'Koning' }).returning();
  await t.ctx.db.insert(roleUsers).values({ roleId: projectRole!.id, userId: people.Maes!.id, castId: castA });
  reader = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('registrations', 'read', 'general', 'preferred', 'other', 'registrations_export') } });
});

describe('GET /api/project/{id}/registrations', () => {
  const url = () => `/api/project/${project.id}/registrations`;

  it('answers 401, 403 without registrations.read in the project, 404 for a missing project', async () => {
    expect((await call(t, 'GET', url(), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url(), people.Peeters!)).statusCode).toBe(403);
    const elsewhere = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: other.id, rights: areaRights('registrations', 'read') } });
    expect((await call(t, 'GET', url(), elsewhere)).statusCode).toBe(403);
    const admin = await buildUser(t.ctx.db, { level: 1 });
    expect((await call(t, 'GET', '/api/project/999999/registrations', admin)).statusCode).toBe(404);
  });

  it('lists the project registrations by last name with the columns the reader may see', async () => {
    const res = await call(t, 'GET', url(), reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 4, offset: 0, items: 4 });
    expect(names(res)).toEqual(['Claes', 'Janssens', 'Maes', 'Peeters']);
    expect(res.json().data[3]).toMatchObject({ projectName: 'Het Geels Dolhuys', location: 1, auditioning: true, choices: ['Dorpeling'], talents: 'Zingen en dansen', sex: 1 });
    const bare = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read') });
    expect((await call(t, 'GET', url(), bare)).json().data[3]).toMatchObject({ location: null, choices: null, talents: null, sex: null });
  });

  it.each<[string, object, string[]]>([
    ['sex', { sex: 1 }, ['Maes', 'Peeters']],
    ['minAge', { minAge: 30 }, ['Maes', 'Peeters']],
    ['maxAge', { maxAge: 30 }, ['Claes', 'Janssens']],
    ['onStage', { onStage: 1 }, ['Janssens', 'Peeters']],
    ['onStage off', { onStage: '0' }, ['Claes', 'Maes']],
    ['preferred', { preferred: 0 }, []],
    ['auditioning', { auditioning: true }, ['Peeters']],
    ['remarks (filled in)', { remarks: true }, ['Janssens']],
    ['talents (text, accents ignored)', { talents: 'NAAÏEN' }, ['Maes']],
    ['talents (empty)', { talents: false }, ['Claes', 'Janssens']],
    ['text', { text: 'peet' }, ['Peeters']],
    ['combined', { sex: 1, onStage: 1 }, ['Peeters']],
  ])('filter %s', async (_, filters, expected) => {
    const f = 'preferred' in filters ? { preferred: role.id } : filters;
    const res = await call(t, 'GET', list(url(), f), reader);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual('preferred' in filters ? ['Maes', 'Peeters'] : expected);
  });

  it('filters on a cast: people playing a role or in a group in it', async () => {
    expect(names(await call(t, 'GET', list(url(), { cast: castA }), reader))).toEqual(['Maes']);
  });

  it('answers 400 for an unknown filter or sort, 403 for a filter on data the reader may not see', async () => {
    expect((await call(t, 'GET', list(url(), { password: 'x' }), reader)).statusCode).toBe(400);
    expect((await call(t, 'GET', list(url(), undefined, 'sort=email'), reader)).statusCode).toBe(400);
    const bare = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read') });
    for (const f of [{ sex: 1 }, { auditioning: true }, { remarks: true }]) expect((await call(t, 'GET', list(url(), f), bare)).statusCode).toBe(403);
  });

  it('sorts and pages', async () => {
    const res = await call(t, 'GET', list(url(), undefined, 'sort=lastName:desc&items=2&offset=1'), reader);
    expect(names(res)).toEqual(['Maes', 'Janssens']);
    expect(res.json().total).toBe(4);
  });

  it('serves the on-stage and off-stage lists', async () => {
    expect(names(await call(t, 'GET', `/api/project/${project.id}/onstage`, reader))).toEqual(['Janssens', 'Peeters']);
    expect(names(await call(t, 'GET', `/api/project/${project.id}/offstage`, reader))).toEqual(['Claes', 'Maes']);
    expect((await call(t, 'GET', `/api/project/${project.id}/onstage`, people.Peeters!)).statusCode).toBe(403);
  });
});

describe('GET /api/reports/project/{id}/registrations.xlsx', () => {
  const path = () => `/api/reports/project/${project.id}/registrations.xlsx`;
  const token = async (user: BuiltUser) => (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(user), payload: { path: path() } })).json().token as string;

  it('answers 401 without a download token and 403 without the export sub-right', async () => {
    expect((await t.app.inject({ method: 'GET', url: path() })).statusCode).toBe(401);
    const bare = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read') });
    expect((await t.app.inject({ method: 'GET', url: `${path()}?token=${await token(bare)}` })).statusCode).toBe(403);
  });

  it('streams the filtered registrations sorted by last name', async () => {
    const filters = encodeURIComponent(JSON.stringify({ sex: 1 }));
    const res = await t.app.inject({ method: 'GET', url: `${path()}?filters=${filters}&token=${await token(reader)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('inschrijvingen');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Achternaam');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(['Maes', 'Peeters']);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('GET /api/project/{id}/not-registered', () => {
  const url = () => `/api/project/${project.id}/not-registered`;

  it('answers 401 and 403 without registrations.create in the project', async () => {
    expect((await call(t, 'GET', url(), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url(), reader)).statusCode).toBe(403);
  });

  it('lists the people without a registration in the project', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, lastName: 'Zz staf', rights: areaRights('registrations', 'read', 'create') });
    const res = await call(t, 'GET', list(url(), { text: 'wout' }), staff);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Wouters']);
    const all = names(await call(t, 'GET', list(url(), undefined, 'items=100'), staff));
    expect(all).not.toContain('Peeters');
    expect(all).toContain('Wouters');
  });
});

describe('GET /api/registrations (all the caller may see)', () => {
  it('answers 401 without a token', async () => {
    expect((await call(t, 'GET', '/api/registrations', null)).statusCode).toBe(401);
  });

  it('shows a participant their own registrations only', async () => {
    const res = await call(t, 'GET', '/api/registrations', people.Wouters!);
    expect(res.json()).toMatchObject({ total: 1, data: [{ projectName: 'Dimpna-spel', lastName: 'Wouters' }] });
  });

  it('shows project staff the registrations of their project, global readers all', async () => {
    const res = await call(t, 'GET', list('/api/registrations', undefined, 'sort=lastName'), reader);
    expect(names(res)).toEqual(['Claes', 'Janssens', 'Maes', 'Peeters']);
    const global = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read') });
    expect((await call(t, 'GET', list('/api/registrations', { project: other.id }), global)).json().total).toBe(1);
    expect((await call(t, 'GET', '/api/registrations', global)).json().total).toBeGreaterThanOrEqual(5);
  });
});
