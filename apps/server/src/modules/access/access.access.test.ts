import { normalizeRights } from '@coulisse/shared/access/rights';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRoles } from '../../db/schema/index';
import { MISSING } from '../../../test/access';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Target } from '../../../test/accessMatrix';
import { buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each access-roles and admin route (docs/areas/access.md): roles and settings are
 * global areas, so their rights count from global roles only; the project paths of role links
 * count the roles in that project (`canManageProjectRights`, `projects.rights`).
 */
const { t, routes } = await appWithRoutes();
const db = t.ctx.db;

const project = { a: 0, b: 0 };
let person: BuiltUser;
let role = 0;
beforeAll(async () => {
  project.a = (await buildProject(db)).id;
  project.b = (await buildProject(db)).id;
  person = await buildUser(db, { firstName: 'Persoon' });
  role = await freshRole();
});

/** A role without rights, for calls that change or delete one. */
async function freshRole(): Promise<number> {
  const [row] = await db
    .insert(accessRoles)
    .values({ name: `Rol ${Math.random().toString(36).slice(2, 10)}`, description: 'Rol voor de toegangstest', rights: normalizeRights({}) })
    .returning();
  return row!.id;
}

const roleOf = (target: Target) => (target === 'missing' ? MISSING : role);
const projectOf = (target: Target) => (target === 'missing' ? MISSING : project[target === 'A' ? 'a' : 'b']);
/** A global route has no project B to aim at. */
const once = (url: (target: Target) => string, payload?: (target: Target) => unknown) => (target: Target) =>
  target === 'B' ? null : { url: url(target), ...(payload ? { payload: payload(target) } : {}) };
const global = (c: Omit<AccessCase, 'global'>): AccessCase => ({ ...c, global: true });
const roleBody = () => ({ name: `Nieuwe rol ${Math.random().toString(36).slice(2, 8)}`, description: 'Een rol voor de toegangstest', rights: [] });

const cases: AccessCase[] = [
  global({ route: 'GET /api/access_roles', needs: ['rights.read'], request: once(() => '/api/access_roles') }),
  global({ route: 'POST /api/access_roles/checked', needs: ['rights.read'], request: once(() => '/api/access_roles/checked', () => ({})) }),
  global({ route: 'GET /api/access_roles/rights', needs: ['rights.read'], request: once(() => '/api/access_roles/rights') }),
  global({ route: 'GET /api/access_role/:id', needs: ['rights.read'], request: once((target) => `/api/access_role/${roleOf(target)}`) }),
  global({ route: 'POST /api/access_roles', needs: ['rights.create'], allowed: 201, request: once(() => '/api/access_roles', roleBody) }),
  global({ route: 'GET /api/access_role/:id/copy', needs: ['rights.create'], request: once((target) => `/api/access_role/${roleOf(target)}/copy`) }),
  global({ route: 'PUT /api/access_role/:id', needs: ['rights.update'], request: once((target) => `/api/access_role/${roleOf(target)}`, roleBody) }),
  global({ route: 'GET /api/access_role/:id/users', needs: ['rights.update'], request: once((target) => `/api/access_role/${roleOf(target)}/users`) }),
  global({ route: 'POST /api/access_role/:id/users', needs: ['rights.update'], request: once((target) => `/api/access_role/${roleOf(target)}/users`, () => ({ userIds: [person.id] })) }),
  global({ route: 'POST /api/user/:id/access_roles', needs: ['rights.update'], request: once((target) => `/api/user/${target === 'missing' ? MISSING : person.id}/access_roles`, () => ({ accessRoleIds: [role] })) }),
  global({ route: 'GET /api/user/:id/rights', needs: ['users.rights', 'rights.update'], request: once((target) => `/api/user/${target === 'missing' ? MISSING : person.id}/rights`) }),
  global({
    route: 'DELETE /api/access_role/:id',
    needs: ['rights.delete'],
    request: async (target) => (target === 'B' ? null : { url: `/api/access_role/${target === 'missing' ? MISSING : await freshRole()}` }),
  }),
  global({ route: 'DELETE /api/access_roles', needs: ['rights.delete'], request: async (target) => (target === 'B' ? null : { url: '/api/access_roles', payload: { ids: [target === 'missing' ? MISSING : await freshRole()] } }) }),
  {
    route: 'GET /api/project/:id/accessRole/:roleId/users',
    needs: ['projects.rights'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/accessRole/${role}/users` }),
  },
  {
    route: 'POST /api/project/:id/accessRole/:roleId/users',
    needs: ['canManageProjectRights'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/accessRole/${role}/users`, payload: { userIds: [person.id] } }),
  },
  {
    route: 'POST /api/project/:id/user/:userId/access_roles',
    needs: ['canManageProjectRights'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/user/${person.id}/access_roles`, payload: { accessRoleIds: [role] } }),
  },
  {
    route: 'GET /api/project/:id/user/:userId/rights',
    needs: ['projects.rights', 'users.rights'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/user/${person.id}/rights` }),
  },
  global({ route: 'GET /api/settings', needs: ['settings.read'], request: once(() => '/api/settings') }),
  global({
    route: 'PUT /api/settings',
    needs: ['settings.update'],
    request: async (target) => {
      if (target === 'B') return null;
      const admin = await buildUser(db, { level: 1 });
      const current = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${admin.token}` } });
      return { url: '/api/settings', payload: current.json() };
    },
  }),
];

/** The overview counts: staff levels (1 to 3), whatever their rights. */
const BY_LEVEL = ['GET /api/statistics/overview'];

describe('the access-roles and admin routes', () => {
  it('each have an access case, unless public, self-service or by level', () => {
    const uncovered = [...uncoveredRoutes(routes, 'access', cases, SELF_SERVICE), ...uncoveredRoutes(routes, 'admin', cases, SELF_SERVICE)];
    // The online list is tagged people too: its case is in people.access.test.ts.
    expect(uncovered.filter((r) => !BY_LEVEL.includes(r) && r !== 'GET /api/statistics/users/online')).toEqual([]);
  });

  it('gives the overview to staff levels only', async () => {
    const send = async (level: number) => (await t.app.inject({ method: 'GET', url: '/api/statistics/overview', headers: { authorization: `Bearer ${(await buildUser(db, { level })).token}` } })).statusCode;
    expect([await send(0), await send(3), await send(2), await send(1)]).toEqual([403, 200, 200, 200]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => project });
