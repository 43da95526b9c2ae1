import { AREAS } from '@coulisse/shared/access/registry';
import type { AreaRightsDto, RightsSet } from '@coulisse/shared/access/rights';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildAccessCast, MISSING } from '../../../test/access';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let admin: BuiltUser;
let rightsReader: BuiltUser;
let nobody: BuiltUser;
let project: { id: number };
let otherProject: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ project, otherProject, admin, nobody } = await buildAccessCast(t.ctx.db));
  // canReadUserRights: users.read with the sub-right "rights" (Toegangsrollen).
  rightsReader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'rights') });
});

const get = (url: string, user?: BuiltUser) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });

const merge = (...sets: RightsSet[]): RightsSet => Object.assign({}, ...sets);
const area = (rights: AreaRightsDto[], name: string) => rights.find((a) => a.name === name)!;

async function expectSameDenial(existingUrl: string, missingUrl: string, user: BuiltUser) {
  const [existing, missing] = [await get(existingUrl, user), await get(missingUrl, user)];
  expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
  expect(missing.json()).toEqual(existing.json());
}

describe('GET /api/user/{id}/rights', () => {
  it('answers 401 without a token', async () => {
    expect((await get(`/api/user/${nobody.id}/rights`)).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await get('/api/user/twee/rights', rightsReader)).statusCode).toBe(400);
  });

  it("answers 403 alike for another existing user and a missing one", async () => {
    await expectSameDenial(`/api/user/${rightsReader.id}/rights`, `/api/user/${MISSING}/rights`, nobody);
  });

  it('lets a user read their own rights: none for a participant without roles', async () => {
    const res = await get(`/api/user/${nobody.id}/rights`, nobody);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.accessRoles).toEqual([]);
    expect(answer.rights).toHaveLength(AREAS.length);
    expect(Object.values(answer.flags).every((on) => on === false)).toBe(true);
  });

  it('answers the union of the global roles, with the roles behind it', async () => {
    const user = await buildUser(t.ctx.db, { level: 2, rights: merge(areaRights('users', 'read', 'personal'), areaRights('calendar', 'read')) });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/access_roles',
      headers: bearer(admin),
      payload: { name: 'Repetities lezen', description: 'Leest de repetities', rights: [{ name: 'repetitions', read: true, create: false, update: false, delete: false, subRights: [] }] },
    });
    await t.app.inject({ method: 'POST', url: `/api/access_role/${second.json().id}/users`, headers: bearer(admin), payload: { userIds: [user.id] } });

    const res = await get(`/api/user/${user.id}/rights`, rightsReader);
    expect(res.statusCode).toBe(200);
    const { rights, flags, accessRoles } = res.json();
    expect(accessRoles).toHaveLength(2);
    expect(accessRoles).toContainEqual({ id: second.json().id, name: 'Repetities lezen', projectId: null });
    expect(area(rights, 'users')).toMatchObject({ read: true, update: false });
    expect(flags).toMatchObject({ canReadUsers: true, canReadUsersPersonal: true, canUpdateUsersPersonal: false, canReadUsersFull: true });
    // The calendar needs repetitions read too: it comes from the second role.
    expect(flags.canSeeCalendar).toBe(true);
  });

  it('gives a level-1 administrator every right without any role', async () => {
    const lead = await buildUser(t.ctx.db, { level: 1 });
    const { rights, flags, accessRoles } = (await get(`/api/user/${lead.id}/rights`, lead)).json();
    expect(accessRoles).toEqual([]);
    expect(rights.every((a: AreaRightsDto) => a.read && a.create && a.update && a.delete && a.subRights.every((s) => s.access))).toBe(true);
    expect(Object.values(flags).every((on) => on === true)).toBe(true);
  });

  it('answers 404 for a missing user after the access check', async () => {
    expect((await get(`/api/user/${MISSING}/rights`, rightsReader)).statusCode).toBe(404);
  });
});

describe('GET /api/project/{id}/user/{userId}/rights', () => {
  it('answers 401, 400, then 403 alike for existing and missing projects and users', async () => {
    expect((await get(`/api/project/${project.id}/user/${nobody.id}/rights`)).statusCode).toBe(401);
    expect((await get(`/api/project/x/user/${nobody.id}/rights`, admin)).statusCode).toBe(400);
    await expectSameDenial(`/api/project/${project.id}/user/${rightsReader.id}/rights`, `/api/project/${project.id}/user/${MISSING}/rights`, nobody);
    await expectSameDenial(`/api/project/${project.id}/user/${rightsReader.id}/rights`, `/api/project/${MISSING}/user/${rightsReader.id}/rights`, nobody);
  });

  it('answers global ∪ that project\'s roles, while "full" flags follow the global roles only', async () => {
    const user = await buildUser(t.ctx.db, {
      level: 2,
      rights: areaRights('repetitions', 'read'),
      projectRights: { projectId: project.id, rights: merge(areaRights('users', 'read', 'contact'), areaRights('calendar', 'read')) },
    });
    const inProject = (await get(`/api/project/${project.id}/user/${user.id}/rights`, user)).json();
    expect(inProject.flags).toMatchObject({ canReadRepetitions: true, canReadUsers: true, canReadUsersContact: true, canSeeCalendar: true, canReadUsersFull: false });
    expect(inProject.accessRoles.map((r: { projectId: number | null }) => r.projectId)).toEqual([null, project.id]);

    const elsewhere = (await get(`/api/project/${otherProject.id}/user/${user.id}/rights`, user)).json();
    expect(elsewhere.flags).toMatchObject({ canReadRepetitions: true, canReadUsers: false, canSeeCalendar: false });
    expect(elsewhere.accessRoles).toHaveLength(1);
  });

  it('ignores global-only areas in a role linked to a project, so a project link never grants them', async () => {
    const user = await buildUser(t.ctx.db, {
      level: 2,
      projectRights: { projectId: project.id, rights: merge(areaRights('settings', 'read', 'update'), areaRights('rights', 'read', 'update'), areaRights('scenes', 'read')) },
    });
    const { flags } = (await get(`/api/project/${project.id}/user/${user.id}/rights`, user)).json();
    expect(flags).toMatchObject({ canReadScenes: true, canUpdateSettings: false, canUpdateAccessRoles: false });
    const escalate = await t.app.inject({ method: 'GET', url: `/api/project/${project.id}/accessRole/1/users`, headers: bearer(user) });
    expect(escalate.statusCode).toBe(403);
  });

  it('lets whoever reads user rights or manages the project\'s rights there look', async () => {
    const projectUsers = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('users', 'read', 'rights') } });
    const projectRights = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('projects', 'read', 'rights') } });
    for (const viewer of [projectUsers, projectRights, rightsReader]) {
      expect((await get(`/api/project/${project.id}/user/${nobody.id}/rights`, viewer)).statusCode).toBe(200);
    }
    expect((await get(`/api/project/${otherProject.id}/user/${nobody.id}/rights`, projectUsers)).statusCode).toBe(403);
  });

  it('answers 404 for a missing project or user after the access check', async () => {
    expect((await get(`/api/project/${MISSING}/user/${nobody.id}/rights`, nobody)).statusCode).toBe(404);
    expect((await get(`/api/project/${project.id}/user/${MISSING}/rights`, admin)).statusCode).toBe(404);
  });
});
