import { AREAS } from '@coulisse/shared/access/registry';
import { emptyRights, rightsToDto, type AreaRightsDto } from '@coulisse/shared/access/rights';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRoles, userAccessRoles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
let creator: BuiltUser;
let updater: BuiltUser;
let deleter: BuiltUser;
let nobody: BuiltUser;

const MISSING = 999_999;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read') });
  creator = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read', 'create') });
  updater = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read', 'update') });
  deleter = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read', 'delete') });
  nobody = await buildUser(t.ctx.db, { level: 2 });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: BuiltUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });

/** The wire matrix with some boxes set, the rest empty. */
function matrix(set: Record<string, Partial<Pick<AreaRightsDto, 'read' | 'create' | 'update' | 'delete'>> & { sub?: string[] }>): AreaRightsDto[] {
  return rightsToDto(emptyRights()).map((area) => {
    const s = set[area.name];
    if (!s) return area;
    return { ...area, ...s, subRights: area.subRights.map((x) => ({ ...x, access: s.sub?.includes(x.name) ?? false })) };
  });
}

const body = (name: string, rights: AreaRightsDto[] = matrix({})) => ({ name, description: 'Een rol voor de tests', rights });

async function createRole(name: string, rights: AreaRightsDto[] = matrix({ settings: { read: true } })): Promise<{ id: number }> {
  const res = await call('POST', '/api/access_roles', admin, body(name, rights));
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A denial must read the same for an existing and a missing record (ARCHITECTURE §4). */
async function expectSameDenial(method: Method, existingUrl: string, missingUrl: string, user: BuiltUser, payload?: object) {
  const existing = await call(method, existingUrl, user, payload);
  const missing = await call(method, missingUrl, user, payload);
  expect(existing.statusCode).toBe(403);
  expect(missing.statusCode).toBe(403);
  expect(missing.json()).toEqual(existing.json());
}

describe('GET /api/access_roles', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/access_roles')).statusCode).toBe(401);
  });

  it('answers 400 for unknown filters and sorts', async () => {
    expect((await call('GET', `/api/access_roles?filters=${encodeURIComponent('{"level":1}')}`, reader)).statusCode).toBe(400);
    expect((await call('GET', '/api/access_roles?sort=rights', reader)).statusCode).toBe(400);
  });

  it('answers 403 without rights.read', async () => {
    expect((await call('GET', '/api/access_roles', nobody)).statusCode).toBe(403);
  });

  it('lists roles with their user count, filtered on name and description and sorted', async () => {
    const role = await createRole('Zaalwacht');
    await call('POST', '/api/access_roles', admin, { ...body('Kassa'), description: 'Verkoopt tickets aan de zaalwacht-balie' });
    await call('POST', `/api/access_role/${role.id}/users`, admin, { userIds: [nobody.id, reader.id] });
    const project = await buildProject(t.ctx.db);
    // A project link does not count: userCount is the number of users linked globally.
    await call('POST', `/api/project/${project.id}/accessRole/${role.id}/users`, admin, { userIds: [creator.id] });

    const filters = encodeURIComponent(JSON.stringify({ text: 'zaalwacht' }));
    const res = await call('GET', `/api/access_roles?filters=${filters}&sort=name:desc`, reader);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.total).toBe(2);
    expect(answer.data.map((r: { name: string }) => r.name)).toEqual(['Zaalwacht', 'Kassa']);
    expect(answer.data[0]).toEqual({ id: role.id, name: 'Zaalwacht', description: 'Een rol voor de tests', userCount: 2, createdAt: expect.any(String) });
    expect(answer.data[0].rights).toBeUndefined();
  });
});

describe('GET /api/access_roles/rights', () => {
  it('answers 401, then 403 without rights.read', async () => {
    expect((await call('GET', '/api/access_roles/rights')).statusCode).toBe(401);
    expect((await call('GET', '/api/access_roles/rights', nobody)).statusCode).toBe(403);
  });

  it('answers the empty matrix of every area with labels, sub-rights and scope', async () => {
    const res = await call('GET', '/api/access_roles/rights', reader);
    expect(res.statusCode).toBe(200);
    const areas: (AreaRightsDto & { scope: string })[] = res.json();
    expect(areas.map((a) => a.name)).toEqual(AREAS.map((a) => a.name));
    expect(areas.every((a) => !a.read && !a.create && !a.update && !a.delete && a.subRights.every((s) => !s.access))).toBe(true);
    const users = areas.find((a) => a.name === 'users')!;
    expect(users.description).toBe('Medewerkers');
    expect(users.scope).toBe('project');
    expect(users.subRights).toContainEqual({ name: 'personal', description: 'Persoonlijke gegevens', access: false });
    expect(areas.find((a) => a.name === 'rights')!.scope).toBe('global');
  });
});

describe('GET /api/access_role/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/access_role/1')).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await call('GET', '/api/access_role/abc', reader)).statusCode).toBe(400);
  });

  it('answers 403 alike for an existing and a missing role', async () => {
    const role = await createRole('Geheime rol');
    await expectSameDenial('GET', `/api/access_role/${role.id}`, `/api/access_role/${MISSING}`, nobody);
  });

  it('answers the role with its full matrix, and 404 only after the access check', async () => {
    const role = await createRole('Leesrol', matrix({ users: { read: true, sub: ['personal'] } }));
    const res = await call('GET', `/api/access_role/${role.id}`, reader);
    expect(res.statusCode).toBe(200);
    const dto = res.json();
    expect(dto).toMatchObject({ id: role.id, name: 'Leesrol', description: 'Een rol voor de tests', userCount: 0 });
    expect(dto.rights).toHaveLength(AREAS.length);
    const users = dto.rights.find((a: AreaRightsDto) => a.name === 'users');
    expect(users.subRights.find((s: { name: string }) => s.name === 'personal').access).toBe(true);
    expect((await call('GET', `/api/access_role/${MISSING}`, reader)).statusCode).toBe(404);
  });
});

describe('POST /api/access_roles', () => {
  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/access_roles', undefined, body('Nieuwe rol'))).statusCode).toBe(401);
  });

  it('answers 400 with the Dutch messages of spec 3 §5', async () => {
    const short = await call('POST', '/api/access_roles', creator, { ...body('ab'), description: 'te kort' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ name: 'min. 3 en max. 255 karakters', description: 'min. 10 en max. 255 karakters' });
    const blank = await call('POST', '/api/access_roles', creator, { ...body('   '), description: '' });
    expect(blank.json().fields).toEqual({ name: 'Veld mag niet leeg zijn', description: 'Veld mag niet leeg zijn' });
    const missing = await call('POST', '/api/access_roles', creator, { rights: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.name).toBe('Veld mag niet leeg zijn');
    expect((await call('POST', '/api/access_roles', creator, body('x'.repeat(256)))).json().fields.name).toBe('min. 3 en max. 255 karakters');
  });

  it('answers 403 without rights.create', async () => {
    expect((await call('POST', '/api/access_roles', reader, body('Nieuwe rol'))).statusCode).toBe(403);
  });

  it('stores the matrix normalised: an action or a sub-right without read is stored with read', async () => {
    const res = await call(
      'POST',
      '/api/access_roles',
      creator,
      body('  Kledijploeg  ', [...matrix({ articles: { update: true }, users: { sub: ['clothing'] }, orders: { delete: true } }), { name: 'onbekend', description: '', read: true, create: true, update: true, delete: true, subRights: [] }]),
    );
    expect(res.statusCode).toBe(201);
    const dto = res.json();
    expect(dto.name).toBe('Kledijploeg');
    const [stored] = await t.ctx.db.select().from(accessRoles).where(eq(accessRoles.id, dto.id));
    expect(stored!.rights.articles).toEqual({ read: true, create: false, update: true, delete: false, sub: {} });
    expect(stored!.rights.users).toEqual({ read: true, create: false, update: false, delete: false, sub: { clothing: true } });
    expect(stored!.rights.orders!.read).toBe(true);
    expect(stored!.rights.onbekend).toBeUndefined();
    expect(dto.rights.find((a: AreaRightsDto) => a.name === 'articles')).toMatchObject({ read: true, update: true });
  });
});

describe('PUT /api/access_role/{id}', () => {
  it('answers 401, 400, 403 (alike for existing and missing) in that order', async () => {
    const role = await createRole('Te wijzigen');
    expect((await call('PUT', `/api/access_role/${role.id}`, undefined, body('Gewijzigd'))).statusCode).toBe(401);
    expect((await call('PUT', `/api/access_role/${role.id}`, updater, { name: 'Gewijzigd' })).statusCode).toBe(400);
    await expectSameDenial('PUT', `/api/access_role/${role.id}`, `/api/access_role/${MISSING}`, creator, body('Gewijzigd'));
  });

  it('saves name, description and the normalised matrix and tells the holders', async () => {
    const role = await createRole('Onthaal');
    const holder = await buildUser(t.ctx.db);
    await call('POST', `/api/access_role/${role.id}/users`, admin, { userIds: [holder.id] });
    const sent = t.realtime.sent.length;
    const res = await call('PUT', `/api/access_role/${role.id}`, updater, { ...body('Onthaal en kassa', matrix({ repetitions: { sub: ['pin'] } })), description: 'Pincode en kassa aan de ingang' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: role.id, name: 'Onthaal en kassa', description: 'Pincode en kassa aan de ingang', userCount: 1 });
    const [stored] = await t.ctx.db.select().from(accessRoles).where(eq(accessRoles.id, role.id));
    expect(stored!.rights.repetitions).toEqual({ read: true, create: false, update: false, delete: false, sub: { pin: true } });
    expect(stored!.rights.settings!.read).toBe(false);
    expect(t.realtime.sent.slice(sent)).toContainEqual({ room: `user:${holder.id}`, event: 'rights_changed', payload: undefined });
    const holderRights = (await call('GET', `/api/user/${holder.id}/rights`, holder)).json();
    expect(holderRights.flags.canUsePin).toBe(true);
  });

  it('answers 404 for a missing role after the access check', async () => {
    expect((await call('PUT', `/api/access_role/${MISSING}`, updater, body('Bestaat niet'))).statusCode).toBe(404);
  });
});

describe('DELETE /api/access_role/{id} and /api/access_roles', () => {
  it('answers 401, then 403 alike for existing and missing roles', async () => {
    const role = await createRole('Te verwijderen');
    expect((await call('DELETE', `/api/access_role/${role.id}`)).statusCode).toBe(401);
    await expectSameDenial('DELETE', `/api/access_role/${role.id}`, `/api/access_role/${MISSING}`, updater);
  });

  it('removes a role with its global and project links', async () => {
    const role = await createRole('Tijdelijk');
    const project = await buildProject(t.ctx.db);
    await call('POST', `/api/access_role/${role.id}/users`, admin, { userIds: [nobody.id] });
    await call('POST', `/api/project/${project.id}/accessRole/${role.id}/users`, admin, { userIds: [nobody.id] });
    expect((await call('DELETE', `/api/access_role/${role.id}`, deleter)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.accessRoleId, role.id))).toEqual([]);
    expect((await call('GET', `/api/access_role/${role.id}`, reader)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/access_role/${role.id}`, deleter)).statusCode).toBe(404);
  });

  it('removes several roles at once', async () => {
    const a = await createRole('Bulk een');
    const b = await createRole('Bulk twee');
    expect((await call('DELETE', '/api/access_roles', deleter, { ids: [] })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/access_roles', reader, { ids: [a.id] })).statusCode).toBe(403);
    const res = await call('DELETE', '/api/access_roles', deleter, { ids: [a.id, b.id, MISSING] });
    expect(res.json()).toEqual({ deleted: 2 });
  });
});

describe('GET /api/access_role/{id}/copy', () => {
  it('answers 401, 400, then 403 alike for existing and missing roles', async () => {
    const role = await createRole('Origineel');
    expect((await call('GET', `/api/access_role/${role.id}/copy`)).statusCode).toBe(401);
    expect((await call('GET', '/api/access_role/0/copy', creator)).statusCode).toBe(400);
    await expectSameDenial('GET', `/api/access_role/${role.id}/copy`, `/api/access_role/${MISSING}/copy`, updater);
  });

  it('creates "<name> (kopie)" with the same rights and no users', async () => {
    const role = await createRole('Regie', matrix({ scenes: { read: true, update: true }, users: { sub: ['roles'] } }));
    await call('POST', `/api/access_role/${role.id}/users`, admin, { userIds: [nobody.id] });
    const res = await call('GET', `/api/access_role/${role.id}/copy`, creator);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Toegangsrol succesvol gedupliceerd');
    expect(data).toMatchObject({ name: 'Regie (kopie)', description: 'Een rol voor de tests', userCount: 0 });
    expect(data.id).not.toBe(role.id);
    const [original, copy] = await Promise.all([role.id, data.id].map(async (id: number) => (await t.ctx.db.select().from(accessRoles).where(eq(accessRoles.id, id)))[0]!.rights));
    expect(copy).toEqual(original);
  });

  it('shortens a long name so the copy fits 255 characters', async () => {
    const role = await createRole('R'.repeat(255));
    const { data } = (await call('GET', `/api/access_role/${role.id}/copy`, creator)).json();
    expect(data.name).toHaveLength(255);
    expect(data.name.endsWith('R (kopie)')).toBe(true);
  });

  it('answers 404 for a missing role after the access check', async () => {
    expect((await call('GET', `/api/access_role/${MISSING}/copy`, creator)).statusCode).toBe(404);
  });
});
