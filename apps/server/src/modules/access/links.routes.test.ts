import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRoles, userAccessRoles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildAccessCast, MISSING } from '../../../test/access';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { normalizeRights, type RightsSet } from '@coulisse/shared/access/rights';

let t: TestApp;
let admin: BuiltUser;
let roleAdmin: BuiltUser;
let reader: BuiltUser;
let nobody: BuiltUser;
let projectManager: BuiltUser;
let projectViewer: BuiltUser;
let project: { id: number };
let otherProject: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ project, otherProject, admin, nobody } = await buildAccessCast(t.ctx.db));
  roleAdmin = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read', 'update') });
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read') });
  // canManageProjectRights inside `project` only, through a project role.
  projectManager = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('projects', 'read', 'update', 'rights') } });
  // projects.rights without update: may look, not change (the flag needs both).
  projectViewer = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('projects', 'read', 'rights') } });
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, user?: BuiltUser, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });

async function role(name: string, rights: RightsSet = areaRights('settings', 'read')): Promise<number> {
  const [row] = await t.ctx.db.insert(accessRoles).values({ name, description: 'Rol voor de koppelingen', rights: normalizeRights(rights) }).returning();
  return row!.id;
}

async function links(roleId: number, projectId: number | null) {
  const rows = await t.ctx.db
    .select({ userId: userAccessRoles.userId })
    .from(userAccessRoles)
    .where(and(eq(userAccessRoles.accessRoleId, roleId), projectId === null ? isNull(userAccessRoles.projectId) : eq(userAccessRoles.projectId, projectId)));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

async function expectSameDenial(method: Method, existingUrl: string, missingUrl: string, user: BuiltUser, payload?: object) {
  const existing = await call(method, existingUrl, user, payload);
  const missing = await call(method, missingUrl, user, payload);
  expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
  expect(missing.json()).toEqual(existing.json());
}

describe('GET /api/access_role/{id}/users', () => {
  it('answers 401, 400, then 403 alike for existing and missing roles', async () => {
    const id = await role('Lijst');
    expect((await call('GET', `/api/access_role/${id}/users`)).statusCode).toBe(401);
    expect((await call('GET', `/api/access_role/${id}/users?filters=${encodeURIComponent('{"sex":1}')}`, roleAdmin)).statusCode).toBe(400);
    // Reading roles is not enough to see who holds them (spec 3 §6: canUpdateAccessRoles "view users").
    await expectSameDenial('GET', `/api/access_role/${id}/users`, `/api/access_role/${MISSING}/users`, reader);
  });

  it('pages the linked users, filters on text and offers the others with linked=false', async () => {
    const id = await role('Zaalploeg');
    const members = await Promise.all(['Anke', 'Bram', 'Cato'].map((firstName) => buildUser(t.ctx.db, { firstName, lastName: `Zaal${firstName}` })));
    await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: members.map((m) => m.id) });
    // A link in a project is another scope and does not show here.
    await call('POST', `/api/project/${project.id}/accessRole/${id}/users`, admin, { userIds: [nobody.id] });

    const page = (await call('GET', `/api/access_role/${id}/users?items=2`, roleAdmin)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Anke', 'Bram']);
    expect(page.data[0]).toMatchObject({ linked: true, email: null });
    const filtered = (await call('GET', `/api/access_role/${id}/users?filters=${encodeURIComponent('{"text":"zaalcato"}')}`, roleAdmin)).json();
    expect(filtered.data.map((u: { id: number }) => u.id)).toEqual([members[2]!.id]);
    expect(filtered.filters).toEqual({ linked: true, text: 'zaalcato' });
    const others = (await call('GET', `/api/access_role/${id}/users?all=true&filters=${encodeURIComponent('{"linked":false}')}`, roleAdmin)).json();
    expect(others.data.every((u: { linked: boolean }) => !u.linked)).toBe(true);
    expect(others.data.map((u: { id: number }) => u.id)).toContain(nobody.id);
    expect(others.data.map((u: { id: number }) => u.id)).not.toContain(members[0]!.id);
  });

  it('shows e-mail addresses to a caller who may read contact data', async () => {
    const id = await role('Contact');
    await call('POST', `/api/access_role/${id}/users`, admin, { userIds: [nobody.id] });
    const row = (await call('GET', `/api/access_role/${id}/users`, admin)).json().data[0];
    expect(row.email).toBe(nobody.email);
  });

  it('answers 404 for a missing role after the access check', async () => {
    expect((await call('GET', `/api/access_role/${MISSING}/users`, roleAdmin)).statusCode).toBe(404);
  });
});

describe('POST /api/access_role/{id}/users', () => {
  it('answers 401, 400, then 403 alike for existing and missing roles', async () => {
    const id = await role('Koppelen');
    expect((await call('POST', `/api/access_role/${id}/users`, undefined, { userIds: [nobody.id] })).statusCode).toBe(401);
    expect((await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: [] })).statusCode).toBe(400);
    expect((await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: ['x'] })).statusCode).toBe(400);
    await expectSameDenial('POST', `/api/access_role/${id}/users`, `/api/access_role/${MISSING}/users`, reader, { userIds: [nobody.id] });
    // Nobody may grant themselves a role without rights.update.
    await expectSameDenial('POST', `/api/access_role/${id}/users`, `/api/access_role/${MISSING}/users`, nobody, { userIds: [nobody.id] });
  });

  it('refuses unknown users with a Dutch message and changes nothing', async () => {
    const id = await role('Onbekenden');
    const res = await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: [nobody.id, MISSING] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { userIds: 'Een of meer gebruikers bestaan niet (meer).' } });
    expect(await links(id, null)).toEqual([]);
  });

  it('links and unlinks users globally, idempotently, and the rights follow', async () => {
    const id = await role('Instellingen lezen', areaRights('settings', 'read'));
    const member = await buildUser(t.ctx.db);
    expect((await call('GET', '/api/settings', member)).statusCode).toBe(403);

    const linked = await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: [member.id, nobody.id, member.id] });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ userCount: 2 });
    expect((await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: [member.id] })).json()).toEqual({ userCount: 2 });
    expect((await call('GET', '/api/settings', member)).statusCode).toBe(200);
    expect(t.realtime.sent).toContainEqual({ room: `user:${member.id}`, event: 'rights_changed', payload: undefined });

    const unlinked = await call('POST', `/api/access_role/${id}/users`, roleAdmin, { userIds: [member.id], add: false });
    expect(unlinked.json()).toEqual({ userCount: 1 });
    expect(await links(id, null)).toEqual([nobody.id]);
    expect((await call('GET', '/api/settings', member)).statusCode).toBe(403);
  });

  it('answers 404 for a missing role after the access check', async () => {
    expect((await call('POST', `/api/access_role/${MISSING}/users`, roleAdmin, { userIds: [nobody.id] })).statusCode).toBe(404);
  });
});

describe('POST /api/user/{id}/access_roles', () => {
  it('answers 401, 400, then 403 alike for existing and missing users', async () => {
    const target = await buildUser(t.ctx.db);
    expect((await call('POST', `/api/user/${target.id}/access_roles`, undefined, { accessRoleIds: [] })).statusCode).toBe(401);
    expect((await call('POST', `/api/user/${target.id}/access_roles`, roleAdmin, { accessRoleIds: [0] })).statusCode).toBe(400);
    await expectSameDenial('POST', `/api/user/${target.id}/access_roles`, `/api/user/${MISSING}/access_roles`, reader, { accessRoleIds: [] });
    // Not even for oneself: a user may read their own rights, never set them.
    await expectSameDenial('POST', `/api/user/${nobody.id}/access_roles`, `/api/user/${MISSING}/access_roles`, nobody, { accessRoleIds: [] });
  });

  it('makes the list the complete set of global roles and leaves project roles alone', async () => {
    const [a, b, c] = [await role('Set A'), await role('Set B', areaRights('articles', 'read')), await role('Set C')];
    const target = await buildUser(t.ctx.db);
    await call('POST', `/api/project/${project.id}/accessRole/${c}/users`, admin, { userIds: [target.id] });
    await call('POST', `/api/user/${target.id}/access_roles`, roleAdmin, { accessRoleIds: [a, c] });

    const res = await call('POST', `/api/user/${target.id}/access_roles`, roleAdmin, { accessRoleIds: [b, c] });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.accessRoles.map((r: { id: number }) => r.id).sort()).toEqual([b, c].sort());
    expect(answer.flags.canReadArticles).toBe(true);
    expect(await links(a, null)).toEqual([]);
    expect(await links(b, null)).toEqual([target.id]);
    expect(await links(c, project.id)).toEqual([target.id]);

    await call('POST', `/api/user/${target.id}/access_roles`, roleAdmin, { accessRoleIds: [] });
    expect((await links(b, null)).includes(target.id)).toBe(false);
    expect(await links(c, project.id)).toEqual([target.id]);
  });

  it('refuses unknown roles with a Dutch message and keeps the old set', async () => {
    const a = await role('Blijft');
    const target = await buildUser(t.ctx.db);
    await call('POST', `/api/user/${target.id}/access_roles`, roleAdmin, { accessRoleIds: [a] });
    const res = await call('POST', `/api/user/${target.id}/access_roles`, roleAdmin, { accessRoleIds: [MISSING] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ accessRoleIds: 'Een of meer toegangsrollen bestaan niet (meer).' });
    expect(await links(a, null)).toEqual([target.id]);
  });

  it('answers 404 for a missing user after the access check', async () => {
    expect((await call('POST', `/api/user/${MISSING}/access_roles`, roleAdmin, { accessRoleIds: [] })).statusCode).toBe(404);
  });
});

describe('project links: /api/project/{id}/accessRole/{roleId}/users and /api/project/{id}/user/{userId}/access_roles', () => {
  it('answers 401 without a token', async () => {
    const id = await role('Project 401');
    expect((await call('GET', `/api/project/${project.id}/accessRole/${id}/users`)).statusCode).toBe(401);
    expect((await call('POST', `/api/project/${project.id}/accessRole/${id}/users`, undefined, { userIds: [nobody.id] })).statusCode).toBe(401);
    expect((await call('POST', `/api/project/${project.id}/user/${nobody.id}/access_roles`, undefined, { accessRoleIds: [id] })).statusCode).toBe(401);
  });

  it('answers 400 for malformed bodies', async () => {
    const id = await role('Project 400');
    expect((await call('POST', `/api/project/${project.id}/accessRole/${id}/users`, projectManager, { userIds: 'alle' })).statusCode).toBe(400);
    expect((await call('POST', `/api/project/${project.id}/user/${nobody.id}/access_roles`, projectManager, {})).statusCode).toBe(400);
  });

  it('answers 403 outside the project the rights were given for, and to a viewer who may not change', async () => {
    const id = await role('Project 403');
    await expectSameDenial('GET', `/api/project/${otherProject.id}/accessRole/${id}/users`, `/api/project/${MISSING}/accessRole/${id}/users`, projectManager);
    await expectSameDenial('POST', `/api/project/${otherProject.id}/accessRole/${id}/users`, `/api/project/${otherProject.id}/accessRole/${MISSING}/users`, projectManager, { userIds: [nobody.id] });
    await expectSameDenial('POST', `/api/project/${project.id}/accessRole/${id}/users`, `/api/project/${MISSING}/accessRole/${id}/users`, projectViewer, { userIds: [nobody.id] });
    await expectSameDenial('POST', `/api/project/${project.id}/user/${nobody.id}/access_roles`, `/api/project/${MISSING}/user/${nobody.id}/access_roles`, projectViewer, { accessRoleIds: [id] });
    expect((await call('GET', `/api/project/${project.id}/accessRole/${id}/users`, projectViewer)).statusCode).toBe(200);
  });

  it('lets the project manager link users to a role in that project only', async () => {
    const id = await role('Regieassistent', areaRights('scenes', 'read', 'update'));
    const member = await buildUser(t.ctx.db, { firstName: 'Dirk', lastName: 'Projectlid' });
    const res = await call('POST', `/api/project/${project.id}/accessRole/${id}/users`, projectManager, { userIds: [member.id] });
    expect(res.json()).toEqual({ userCount: 1 });
    expect(await links(id, project.id)).toEqual([member.id]);
    expect(await links(id, null)).toEqual([]);
    const list = (await call('GET', `/api/project/${project.id}/accessRole/${id}/users`, projectManager)).json();
    expect(list.data.map((u: { id: number }) => u.id)).toEqual([member.id]);
    const rights = (await call('GET', `/api/project/${project.id}/user/${member.id}/rights`, member)).json();
    expect(rights.flags.canUpdateScenes).toBe(true);
    expect((await call('GET', `/api/project/${otherProject.id}/user/${member.id}/rights`, member)).json().flags.canUpdateScenes).toBe(false);
  });

  it('sets one user\'s roles in one project and leaves global and other projects alone', async () => {
    const [a, b] = [await role('Projectrol A'), await role('Projectrol B')];
    const member = await buildUser(t.ctx.db);
    await call('POST', `/api/access_role/${a}/users`, admin, { userIds: [member.id] });
    await call('POST', `/api/project/${otherProject.id}/accessRole/${a}/users`, admin, { userIds: [member.id] });
    const res = await call('POST', `/api/project/${project.id}/user/${member.id}/access_roles`, projectManager, { accessRoleIds: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessRoles).toEqual(
      expect.arrayContaining([
        { id: a, name: 'Projectrol A', projectId: null },
        { id: a, name: 'Projectrol A', projectId: project.id },
        { id: b, name: 'Projectrol B', projectId: project.id },
      ]),
    );
    await call('POST', `/api/project/${project.id}/user/${member.id}/access_roles`, projectManager, { accessRoleIds: [b] });
    expect(await links(a, project.id)).toEqual([]);
    expect(await links(a, null)).toEqual([member.id]);
    expect(await links(a, otherProject.id)).toEqual([member.id]);
    expect(await links(b, project.id)).toEqual([member.id]);
  });

  it('answers 404 for a missing project, role or user after the access check', async () => {
    const id = await role('Project 404');
    expect((await call('GET', `/api/project/${MISSING}/accessRole/${id}/users`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/project/${project.id}/accessRole/${MISSING}/users`, projectManager, { userIds: [nobody.id] })).statusCode).toBe(404);
    expect((await call('POST', `/api/project/${MISSING}/user/${nobody.id}/access_roles`, admin, { accessRoleIds: [id] })).statusCode).toBe(404);
    expect((await call('POST', `/api/project/${project.id}/user/${MISSING}/access_roles`, projectManager, { accessRoleIds: [id] })).statusCode).toBe(404);
  });
});
