import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { casts, groupLinks, groupUsers, projectGroups, projectRoles, roleUsers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { call, notificationsOf } from '../../../test/registrations';

/**
 * Casting calls (issue 5): every call answers 401 signed out, 403 without its right in the
 * project of the path (a role in another project does not count; 404 where the rule goes through
 * the parts, as for the cast switch), 400 for bad input, 404 for a part of another project, and
 * does its work with the right. The access matrix of every route: casting.access.test.ts.
 */
let t: TestApp;
let project: Awaited<ReturnType<typeof buildProject>>;
let other: Awaited<ReturnType<typeof buildProject>>;
let admin: BuiltUser;
let stranger: BuiltUser;
let castA: number;
let castB: number;
let otherCast: number;

const all = (area: string) => areaRights(area, 'read', 'create', 'update', 'delete');
const staffIn = (projectId: number, ...areas: string[]) =>
  buildUser(t.ctx.db, { level: 2, projectRights: { projectId, rights: Object.assign({}, ...areas.map((a) => all(a))) } });

beforeAll(async () => {
  t = await createTestApp();
  project = await buildProject(t.ctx.db, { name: 'Dimpna-spel' });
  other = await buildProject(t.ctx.db, { name: 'Ander spel' });
  admin = await buildUser(t.ctx.db, { level: 1 });
  stranger = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: other.id, rights: { ...all('roles'), ...all('groups'), ...all('scenes') } } });
  const rows = await t.ctx.db
    .insert(casts)
    .values([
      { projectId: project.id, name: 'Cast A' },
      { projectId: project.id, name: 'Cast B' },
      { projectId: other.id, name: 'Cast X' },
    ])
    .returning();
  [castA, castB, otherCast] = rows.map((r) => r.id) as [number, number, number];
});

const P = () => `/api/project/${project.id}`;

describe('roles: create, read, update, delete, list, export', () => {
  it('refuses without a session or without the right in this project', async () => {
    expect((await call(t, 'GET', `${P()}/project_roles`, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', `${P()}/project_roles`, stranger)).statusCode).toBe(403);
    expect((await call(t, 'POST', `${P()}/project_roles`, stranger, { identifier: 'R1', name: 'Koning' })).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('roles', 'read') } });
    expect((await call(t, 'GET', `${P()}/project_roles`, reader)).statusCode).toBe(200);
    expect((await call(t, 'POST', `${P()}/project_roles`, reader, { identifier: 'R1', name: 'Koning' })).statusCode).toBe(403);
  });

  it('creates with the required fields and Dutch messages, refuses a duplicate identifier', async () => {
    const staff = await staffIn(project.id, 'roles');
    const bad = await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: '', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ identifier: 'Veld mag niet leeg zijn', name: 'Veld mag niet leeg zijn' });
    const long = await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: 'x'.repeat(31), name: 'Koning' });
    expect(long.json().fields.identifier).toBe('min. 1 en max. 30 karakters');
    const created = await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: 'K1', name: 'Koning', speaking: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Rol werd succesvol aangemaakt', data: { identifier: 'K1', speaking: true, usersPerCast: [], scenes: [] } });
    const twice = await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: 'k1', name: 'Ander' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields.identifier).toBe('Deze code wordt al gebruikt in dit project.');
    const id = created.json().data.id;
    expect((await call(t, 'GET', `${P()}/project_role/${id}`, staff)).json()).toMatchObject({ name: 'Koning' });
    const updated = await call(t, 'PUT', `${P()}/project_role/${id}`, staff, { identifier: 'K1', name: 'Koningin' });
    expect(updated.json()).toMatchObject({ message: 'Rol werd succesvol gewijzigd', data: { name: 'Koningin', speaking: false } });
    expect((await call(t, 'DELETE', `${P()}/project_role/${id}`, staff)).json()).toEqual({ message: 'Rol werd succesvol verwijderd' });
    expect((await call(t, 'GET', `${P()}/project_role/${id}`, staff)).statusCode).toBe(404);
  });

  it('answers 404 for a role of another project and 400 for a bad id', async () => {
    const [foreign] = await t.ctx.db.insert(projectRoles).values({ projectId: other.id, identifier: 'Z', name: 'Zot' }).returning();
    expect((await call(t, 'GET', `${P()}/project_role/${foreign!.id}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', `${P()}/project_role/${foreign!.id}`, admin, { identifier: 'Z', name: 'Zot' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${P()}/project_role/${foreign!.id}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${P()}/project_role/abc`, admin)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/project/999999/project_roles', admin)).statusCode).toBe(404);
  });

  it('lists sorted by identifier (case-insensitive), filters on text, exports by identifier', async () => {
    const p = await buildProject(t.ctx.db);
    await t.ctx.db.insert(projectRoles).values([
      { projectId: p.id, identifier: 'b2', name: 'Bode' },
      { projectId: p.id, identifier: 'A1', name: 'Abt' },
      { projectId: p.id, identifier: 'B1', name: 'Bisschop' },
    ]);
    const list = await call(t, 'GET', `/api/project/${p.id}/project_roles`, admin);
    expect(list.json().data.map((r: { identifier: string }) => r.identifier)).toEqual(['A1', 'B1', 'b2']);
    expect(list.json().total).toBe(3);
    const found = await call(t, 'GET', `/api/project/${p.id}/project_roles?filters=${encodeURIComponent('{"text":"bisschöp"}')}`, admin);
    expect(found.json().data.map((r: { name: string }) => r.name)).toEqual(['Bisschop']);
    expect((await call(t, 'GET', `/api/project/${p.id}/project_roles?sort=nope`, admin)).statusCode).toBe(400);
    const file = await call(t, 'GET', `/api/reports/project/${p.id}/project_roles.xlsx`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('groups: CRUD, copy, linked groups, users per cast', () => {
  it('creates, copies with its links and scenes, links and unlinks', async () => {
    const staff = await staffIn(project.id, 'groups');
    const a = (await call(t, 'POST', `${P()}/groups`, staff, { identifier: 'G1', name: 'Boeren' })).json().data;
    const b = (await call(t, 'POST', `${P()}/groups`, staff, { identifier: 'G2', name: 'Soldaten' })).json().data;
    expect((await call(t, 'POST', `${P()}/groups`, staff, { name: 'Geen code' })).statusCode).toBe(400);
    const linked = await call(t, 'POST', `${P()}/group/${a.id}/link_group`, staff, { groupId: b.id });
    expect(linked.json()).toMatchObject({ message: 'Groep werd succesvol gekoppeld', data: { linkedGroups: [{ identifier: 'G2' }] } });
    expect((await call(t, 'GET', `${P()}/group/${b.id}`, staff)).json().linkedGroups).toEqual([{ id: a.id, identifier: 'G1', name: 'Boeren' }]);
    expect((await call(t, 'POST', `${P()}/group/${a.id}/link_group`, staff, { groupId: a.id })).statusCode).toBe(400);
    const copy = await call(t, 'GET', `${P()}/group/${a.id}/copy`, staff);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ message: 'Groep werd succesvol gekopieerd', data: { identifier: 'G1-2', name: 'Boeren (kopie)' } });
    expect(copy.json().data.linkedGroups.map((g: { identifier: string }) => g.identifier)).toEqual(['G1', 'G2']);
    const unlinked = await call(t, 'DELETE', `${P()}/group/${a.id}/link_group`, staff, { groupId: b.id });
    expect(unlinked.json().data.linkedGroups.map((g: { identifier: string }) => g.identifier)).toEqual(['G1-2']);
    expect((await call(t, 'GET', `${P()}/group/${a.id}/copy`, stranger)).statusCode).toBe(403);
  });

  it('links registered users per cast on their side; refuses others; notifies; filters by sex and age', async () => {
    const staff = await staffIn(project.id, 'groups');
    const watcher = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('notifications', 'read', 'group_users_update') } });
    const group = (await call(t, 'POST', `${P()}/groups`, staff, { identifier: 'G9', name: 'Engelen' })).json().data;
    const on = await buildUser(t.ctx.db, { firstName: 'Ann', lastName: 'Aerts' });
    const off = await buildUser(t.ctx.db, { firstName: 'Bert', lastName: 'Bols' });
    const outsider = await buildUser(t.ctx.db);
    await buildRegistration(t.ctx.db, on.id, project.id, { location: 1 });
    await buildRegistration(t.ctx.db, off.id, project.id, { location: 0 });
    const url = `${P()}/group/${group.id}/users`;
    expect((await call(t, 'PUT', url, null, {})).statusCode).toBe(401);
    expect((await call(t, 'PUT', url, stranger, { add: [] })).statusCode).toBe(403);
    expect((await call(t, 'PUT', url, staff, { add: [{ userId: outsider.id, castId: castA }] })).statusCode).toBe(400);
    expect((await call(t, 'PUT', url, staff, { add: [{ userId: on.id, castId: otherCast }] })).json().fields.castId).toBe('Deze cast hoort niet bij dit project.');
    const saved = await call(t, 'PUT', url, staff, { add: [{ userId: on.id, castId: castA }, { userId: on.id, castId: castB }, { userId: off.id, castId: castB }] });
    expect(saved.json()).toEqual({ message: 'Medewerkers van groep Engelen werden succesvol gewijzigd' });
    expect(await notificationsOf(t.ctx.db, watcher.id, 9)).toHaveLength(1);
    const onStage = (await call(t, 'GET', `${url}?location=1`, staff)).json();
    expect(onStage.casts.map((c: { name: string }) => c.name)).toEqual(['Cast A', 'Cast B']);
    expect(onStage.data).toEqual([expect.objectContaining({ userId: on.id, castIds: [castA, castB] })]);
    const offStage = (await call(t, 'GET', `${url}?location=0&linked=true`, staff)).json();
    expect(offStage.data.map((u: { userId: number }) => u.userId)).toEqual([off.id]);
    expect((await call(t, 'GET', `${url}?sex=1`, staff)).statusCode).toBe(403);
    const personal = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: { ...areaRights('groups', 'read'), ...areaRights('users', 'read', 'personal') } } });
    expect((await call(t, 'GET', `${url}?minAge=18&maxAge=30&sex=1`, personal)).statusCode).toBe(200);
    await call(t, 'PUT', url, staff, { remove: [{ userId: on.id, castId: castB }] });
    expect((await call(t, 'GET', `${P()}/group/${group.id}`, staff)).json()).toMatchObject({ users: 2, usersPerCast: [{ castId: castA, count: 1 }, { castId: castB, count: 1 }] });
  });
});

describe('roles: users per cast', () => {
  it('links players and raises project_role_users_updated', async () => {
    const staff = await staffIn(project.id, 'roles');
    const watcher = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('notifications', 'read', 'project_role_users_updated') } });
    const role = (await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: 'R50', name: 'Herder' })).json().data;
    const player = await buildUser(t.ctx.db);
    await buildRegistration(t.ctx.db, player.id, project.id);
    const url = `${P()}/project_role/${role.id}/users`;
    expect((await call(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, stranger)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${url}?location=7`, staff)).statusCode).toBe(400);
    const saved = await call(t, 'PUT', url, staff, { add: [{ userId: player.id, castId: castA }] });
    expect(saved.json()).toEqual({ message: 'Medewerkers van rol Herder werden succesvol gewijzigd' });
    expect(await notificationsOf(t.ctx.db, watcher.id, 11)).toHaveLength(1);
    expect((await call(t, 'GET', `${P()}/project_role/${role.id}`, staff)).json().usersPerCast).toEqual([{ castId: castA, count: 1 }]);
  });

  it('answers the players in batches by name (offset, items), with the total of every batch', async () => {
    const staff = await staffIn(project.id, 'roles');
    const role = (await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: 'R51', name: 'Koor' })).json().data;
    const names = ['Zeger', 'Yara', 'Xander'];
    for (const lastName of names) await buildRegistration(t.ctx.db, (await buildUser(t.ctx.db, { firstName: 'Koor', lastName: `${lastName}-batch` })).id, project.id);
    const url = `${P()}/project_role/${role.id}/users?text=batch`;
    const first = (await call(t, 'GET', `${url}&items=2`, staff)).json();
    expect(first.total).toBe(3);
    expect(first.data.map((u: { lastName: string }) => u.lastName)).toEqual(['Xander-batch', 'Yara-batch']);
    const rest = (await call(t, 'GET', `${url}&items=2&offset=2`, staff)).json();
    expect(rest).toMatchObject({ total: 3, data: [{ lastName: 'Zeger-batch' }] });
    for (const bad of ['items=0', 'items=5001', 'offset=-1', 'offset=x']) expect((await call(t, 'GET', `${url}&${bad}`, staff)).statusCode).toBe(400);
  });
});

describe('scene groups and scenes: CRUD, roles and groups of a scene, who is called', () => {
  it('builds a scene with roles and groups and tells who is called per cast', async () => {
    const staff = await staffIn(project.id, 'scenes', 'roles', 'groups');
    const part = (await call(t, 'POST', `${P()}/scene_groups`, staff, { identifier: 'D1', name: 'Eerste deel' })).json().data;
    expect((await call(t, 'POST', `${P()}/scene_groups`, staff, { identifier: 'D2' })).statusCode).toBe(400);
    const scene = await call(t, 'POST', `${P()}/scenes`, staff, { identifier: 'S1', name: 'Het hof', sceneGroupId: part.id });
    expect(scene.statusCode).toBe(201);
    expect(scene.json().data).toMatchObject({ sceneGroup: { identifier: 'D1' }, roles: [], groups: [] });
    const sceneId = scene.json().data.id;
    const role = (await call(t, 'POST', `${P()}/project_roles`, staff, { identifier: 'S1R', name: 'Hofnar' })).json().data;
    const group = (await call(t, 'POST', `${P()}/groups`, staff, { identifier: 'S1G', name: 'Hofdames' })).json().data;
    const links = `${P()}/scene/${sceneId}/links`;
    const none = await call(t, 'POST', links, staff, { roleIds: [], groupIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.roleIds).toBe('Selecteer minstens één rol of groep.');
    const [foreign] = await t.ctx.db.insert(projectRoles).values({ projectId: other.id, identifier: 'F', name: 'Vreemd' }).returning();
    expect((await call(t, 'POST', links, staff, { roleIds: [foreign!.id] })).statusCode).toBe(400);
    const added = await call(t, 'POST', links, staff, { roleIds: [role.id], groupIds: [group.id] });
    expect(added.json()).toMatchObject({ data: { roles: [{ identifier: 'S1R' }], groups: [{ identifier: 'S1G' }] } });
    const a = await buildUser(t.ctx.db, { firstName: 'Ann', lastName: 'Aerts' });
    const b = await buildUser(t.ctx.db, { firstName: 'Bo', lastName: 'Bos' });
    for (const u of [a, b]) await buildRegistration(t.ctx.db, u.id, project.id);
    await t.ctx.db.insert(roleUsers).values({ roleId: role.id, userId: a.id, castId: castA });
    await t.ctx.db.insert(groupUsers).values({ groupId: group.id, userId: b.id, castId: castB });
    const inA = (await call(t, 'GET', `${P()}/scene/${sceneId}/called?castId=${castA}`, staff)).json();
    expect(inA.users).toEqual([{ userId: a.id, firstName: 'Ann', lastName: 'Aerts', viaRole: true }]);
    const everyone = (await call(t, 'GET', `${P()}/scene/${sceneId}/called`, staff)).json();
    expect(everyone.users.map((u: { userId: number }) => u.userId)).toEqual([a.id, b.id]);
    expect((await call(t, 'GET', `${P()}/scene/${sceneId}/called?castId=${otherCast}`, staff)).statusCode).toBe(400);
    expect((await call(t, 'GET', `${P()}/scene/${sceneId}/called`, stranger)).statusCode).toBe(403);
    const removed = await call(t, 'DELETE', links, staff, { groupIds: [group.id] });
    expect(removed.json().data.groups).toEqual([]);
    const list = (await call(t, 'GET', `${P()}/scenes`, staff)).json();
    expect(list.data).toEqual([expect.objectContaining({ identifier: 'S1', type: 'scene', roles: 1, groups: 0 })]);
    expect((await call(t, 'GET', `${P()}/scene_group/${part.id}`, staff)).json().scenes).toEqual([{ id: sceneId, identifier: 'S1', name: 'Het hof' }]);
    expect((await call(t, 'PUT', `${P()}/scene/${sceneId}`, staff, { identifier: 'S1', name: 'Het hof', sceneGroupId: 999999 })).statusCode).toBe(400);
    expect((await call(t, 'PUT', `${P()}/scene_group/${part.id}`, staff, { identifier: 'D1', name: 'Deel een' })).json().data.name).toBe('Deel een');
    expect((await call(t, 'DELETE', `${P()}/scene_group/${part.id}`, staff)).statusCode).toBe(200);
    expect((await call(t, 'GET', `${P()}/scene/${sceneId}`, staff)).json().sceneGroup).toBeNull();
    expect((await call(t, 'GET', `/api/reports/project/${project.id}/scenes.xlsx`, staff)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `${P()}/scene/${sceneId}`, staff)).statusCode).toBe(200);
  });
});

describe('POST /api/project_roles/switch', () => {
  async function cast() {
    const user = await buildUser(t.ctx.db, { firstName: 'Wim', lastName: 'Wouters' });
    await buildRegistration(t.ctx.db, user.id, project.id);
    const [role] = await t.ctx.db.insert(projectRoles).values({ projectId: project.id, identifier: `W${user.id}`, name: 'Wachter' }).returning();
    const [group] = await t.ctx.db.insert(projectGroups).values({ projectId: project.id, identifier: `WG${user.id}`, name: 'Wachters' }).returning();
    await t.ctx.db.insert(roleUsers).values({ roleId: role!.id, userId: user.id, castId: castA });
    await t.ctx.db.insert(groupUsers).values({ groupId: group!.id, userId: user.id, castId: castA });
    return { user, role: role!, group: group! };
  }

  it('moves the selected roles and groups to the cast and notifies', async () => {
    const { user, role, group } = await cast();
    const staff = await staffIn(project.id, 'roles', 'groups');
    const watcher = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('notifications', 'read', 'cast_switch') } });
    const res = await call(t, 'POST', '/api/project_roles/switch', staff, { userId: user.id, castId: castB, roleIds: [role.id], groupIds: [group.id], castMap: { [`r${role.id}`]: castA } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Succesvol gewisseld van cast');
    expect(res.json().data.items.map((i: { castId: number }) => i.castId)).toEqual([castB, castB]);
    expect(await t.ctx.db.select().from(roleUsers).where(and(eq(roleUsers.roleId, role.id), eq(roleUsers.userId, user.id)))).toEqual([{ roleId: role.id, userId: user.id, castId: castB }]);
    expect(await notificationsOf(t.ctx.db, watcher.id, 10)).toHaveLength(1);
  });

  it('refuses without rights (like a missing part), with nothing selected, with foreign casts, and names what the user does not hold (nothing moves)', async () => {
    const { user, role, group } = await cast();
    const body = { userId: user.id, castId: castB, roleIds: [role.id], groupIds: [] };
    expect((await call(t, 'POST', '/api/project_roles/switch', null, body)).statusCode).toBe(401);
    // The rule goes through the selected parts: refused and missing parts answer the same 404.
    expect((await call(t, 'POST', '/api/project_roles/switch', stranger, body)).statusCode).toBe(404);
    const rolesOnly = await staffIn(project.id, 'roles');
    expect((await call(t, 'POST', '/api/project_roles/switch', rolesOnly, { ...body, groupIds: [group.id] })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/project_roles/switch', admin, { ...body, roleIds: [] })).json().fields.roleIds).toBe('Selecteer minstens één rol of groep.');
    expect((await call(t, 'POST', '/api/project_roles/switch', admin, { ...body, castId: otherCast })).statusCode).toBe(400);
    const [unheld] = await t.ctx.db.insert(projectRoles).values({ projectId: project.id, identifier: `U${user.id}`, name: 'Onbezet' }).returning();
    const res = await call(t, 'POST', '/api/project_roles/switch', admin, { ...body, roleIds: [role.id, unheld!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Deze medewerker speelt deze rollen of groepen niet: U${user.id}`);
    expect((await t.ctx.db.select().from(roleUsers).where(eq(roleUsers.roleId, role.id)))[0]!.castId).toBe(castA);
  });
});

describe('a user’s casting and the participant page', () => {
  it('shows staff with the right a user’s casting per project; the employee tabs across projects', async () => {
    const user = await buildUser(t.ctx.db);
    await buildRegistration(t.ctx.db, user.id, project.id);
    const [role] = await t.ctx.db.insert(projectRoles).values({ projectId: project.id, identifier: `C${user.id}`, name: 'Clown' }).returning();
    await t.ctx.db.insert(roleUsers).values({ roleId: role!.id, userId: user.id, castId: castA });
    const url = `${P()}/user/${user.id}/casting`;
    expect((await call(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, stranger)).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('roles', 'read') } });
    expect((await call(t, 'GET', url, reader)).json()).toMatchObject({ projectName: 'Dimpna-spel', items: [{ type: 'role', name: 'Clown', castName: 'Cast A' }] });
    const hr = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'roles') });
    expect((await call(t, 'GET', `/api/user/${user.id}/casting`, hr)).json()).toEqual([expect.objectContaining({ projectId: project.id })]);
    expect((await call(t, 'GET', `/api/user/${user.id}/casting`, reader)).statusCode).toBe(403);
  });

  it('keeps the scheme closed before rolesOpen and gives the spec’s texts', async () => {
    const p = await buildProject(t.ctx.db, { name: 'Rollenspel', rolesOpen: '2099-01-01' });
    const [c] = await t.ctx.db.insert(casts).values({ projectId: p.id, name: 'Enige cast' }).returning();
    const player = await buildUser(t.ctx.db);
    const nobody = await buildUser(t.ctx.db);
    await buildRegistration(t.ctx.db, player.id, p.id);
    const [role] = await t.ctx.db.insert(projectRoles).values({ projectId: p.id, identifier: 'M', name: 'Moeder' }).returning();
    await t.ctx.db.insert(roleUsers).values({ roleId: role!.id, userId: player.id, castId: c!.id });
    const url = '/api/own/project_roles/rollenspel';
    expect((await call(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, player)).json()).toEqual({ state: 'notOpen', message: 'Het rollenschema staat momenteel niet open, kom later nog eens een kijkje nemen', casting: null });
    expect((await call(t, 'GET', url, nobody)).json()).toMatchObject({ state: 'notRegistered', message: 'Je bent niet ingeschreven in een project, gelieve je eerst in te schrijven' });
    await t.ctx.db.update((await import('../../db/schema/index')).projects).set({ rolesOpen: '2020-01-01' }).where(eq((await import('../../db/schema/index')).projects.id, p.id));
    expect((await call(t, 'GET', url, player)).json()).toMatchObject({ state: 'ok', casting: { items: [{ name: 'Moeder', castName: 'Enige cast' }] } });
    const idle = await buildUser(t.ctx.db);
    await buildRegistration(t.ctx.db, idle.id, p.id);
    expect((await call(t, 'GET', url, idle)).json()).toMatchObject({ state: 'noRoles', message: 'Je bent momenteel niet aan een rol toegewezen' });
    expect((await call(t, 'GET', '/api/own/project_roles/bestaat-niet', player)).statusCode).toBe(404);
  });

  it('lists casts for whoever reads roles, groups, scenes or casts', async () => {
    expect((await call(t, 'GET', `${P()}/casting/casts`, stranger)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${P()}/casting/casts`, admin)).json()).toEqual([
      { id: castA, name: 'Cast A' },
      { id: castB, name: 'Cast B' },
    ]);
    void groupLinks;
  });
});
