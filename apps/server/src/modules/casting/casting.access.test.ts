import type { Flag } from '@coulisse/shared/access/flags';
import { projectScoped, fullRights } from '@coulisse/shared/access/rights';
import { beforeAll, describe, expect, it } from 'vitest';
import { casts, groupUsers, projectGroups, projectRoles, roleUsers, sceneGroups, sceneProjectGroups, sceneRoles, scenes } from '../../db/schema/index';
import { MISSING } from '../../../test/access';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Target } from '../../../test/accessMatrix';
import { bearer, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each casting route (docs/ARCHITECTURE.md "Access on the route"): two projects A and
 * B, each with a cast, a role, two groups, a scene group and a scene (the role and a group play in
 * it), and a registered player of the role and the group.
 */
const { t, routes } = await appWithRoutes();

type Kind = 'role' | 'group' | 'sceneGroup' | 'scene';
interface Side {
  project: number;
  cast: number;
  parts: Record<Kind, number>;
  otherGroup: number;
  player: BuiltUser;
}
const side: Partial<Record<'A' | 'B', Side>> = {};

let counter = 0;
const code = () => `C${++counter}`;

/** A fresh part of the side's project, for a call that deletes it. */
async function insertPart(project: number, kind: Kind): Promise<number> {
  const values = { projectId: project, identifier: code(), name: 'Onderdeel' };
  const table = { role: projectRoles, group: projectGroups, sceneGroup: sceneGroups, scene: scenes }[kind];
  const [row] = await t.ctx.db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

async function buildSide(): Promise<Side> {
  const db = t.ctx.db;
  const project = (await buildProject(db)).id;
  const [cast] = await db.insert(casts).values({ projectId: project, name: 'Cast A' }).returning();
  const parts = { role: await insertPart(project, 'role'), group: await insertPart(project, 'group'), sceneGroup: await insertPart(project, 'sceneGroup'), scene: await insertPart(project, 'scene') };
  await db.insert(sceneRoles).values({ sceneId: parts.scene, roleId: parts.role });
  await db.insert(sceneProjectGroups).values({ sceneId: parts.scene, groupId: parts.group });
  const player = await buildUser(db, { firstName: 'Speler' });
  await buildRegistration(db, player.id, project);
  await db.insert(roleUsers).values({ roleId: parts.role, userId: player.id, castId: cast!.id });
  await db.insert(groupUsers).values({ groupId: parts.group, userId: player.id, castId: cast!.id });
  return { project, cast: cast!.id, parts, otherGroup: await insertPart(project, 'group'), player };
}

beforeAll(async () => {
  side.A = await buildSide();
  side.B = await buildSide();
});

const of = (target: Target): Side | null => (target === 'missing' ? null : side[target]!);
/** The side a request's payload draws from: the target's, or A's when the path aims at nothing. */
const sideOf = (target: Target): Side => of(target) ?? side.A!;
const projectOf = (target: Target) => of(target)?.project ?? MISSING;
const partOf = (target: Target, kind: Kind) => of(target)?.parts[kind] ?? MISSING;
const fresh = async (target: Target, kind: Kind) => (target === 'missing' ? MISSING : insertPart(of(target)!.project, kind));

/** Each part: its paths under the project and by its own id (spec 2 §7), its flags and a valid body. */
const KINDS: Record<Kind, { plural: string; nested: string; param: string; byId: { get: string; put: string; delete: string }; flags: Record<'read' | 'create' | 'update' | 'delete', Flag>; body: () => object }> = {
  role: {
    plural: 'project_roles',
    nested: 'project_role',
    param: 'roleId',
    byId: { get: 'project_role', put: 'project_roles', delete: 'project_role' },
    flags: { read: 'canReadRoles', create: 'canCreateRoles', update: 'canUpdateRoles', delete: 'canDeleteRoles' },
    body: () => ({ identifier: code(), name: 'Koning', speaking: true }),
  },
  group: {
    plural: 'groups',
    nested: 'group',
    param: 'groupId',
    byId: { get: 'group', put: 'group', delete: 'group' },
    flags: { read: 'canReadGroups', create: 'canCreateGroups', update: 'canUpdateGroups', delete: 'canDeleteGroups' },
    body: () => ({ identifier: code(), name: 'Boeren' }),
  },
  sceneGroup: {
    plural: 'scene_groups',
    nested: 'scene_group',
    param: 'sceneGroupId',
    byId: { get: 'scene_group', put: 'scene_group', delete: 'scene_group' },
    flags: { read: 'canReadScenes', create: 'canCreateScenes', update: 'canUpdateScenes', delete: 'canDeleteScenes' },
    body: () => ({ identifier: code(), name: 'Eerste deel' }),
  },
  scene: {
    plural: 'scenes',
    nested: 'scene',
    param: 'sceneId',
    byId: { get: 'scene', put: 'scene', delete: 'scene' },
    flags: { read: 'canReadScenes', create: 'canCreateScenes', update: 'canUpdateScenes', delete: 'canDeleteScenes' },
    body: () => ({ identifier: code(), name: 'Het hof', sceneGroupId: null }),
  },
};

/** A part under its project's path: `/api/project/{project}/{nested}/{id}` (both missing for a missing target). */
const nestedUrl = (target: Target, kind: Kind, id = partOf(target, kind)) => `/api/project/${projectOf(target)}/${KINDS[kind].nested}/${id}`;

const partCases = (Object.keys(KINDS) as Kind[]).flatMap((kind): AccessCase[] => {
  const k = KINDS[kind];
  const nested = `/api/project/:id/${k.nested}/:${k.param}`;
  return [
    { route: `GET /api/project/:id/${k.plural}`, needs: [k.flags.read], request: (target) => ({ url: `/api/project/${projectOf(target)}/${k.plural}` }) },
    { route: `POST /api/project/:id/${k.plural}/checked`, needs: [k.flags.read], request: (target) => ({ url: `/api/project/${projectOf(target)}/${k.plural}/checked`, payload: {} }) },
    { route: `POST /api/project/:id/${k.plural}`, needs: [k.flags.create], allowed: 201, request: (target) => ({ url: `/api/project/${projectOf(target)}/${k.plural}`, payload: k.body() }) },
    { route: `GET ${nested}`, needs: [k.flags.read], request: (target) => ({ url: nestedUrl(target, kind) }) },
    { route: `PUT ${nested}`, needs: [k.flags.update], request: (target) => ({ url: nestedUrl(target, kind), payload: k.body() }) },
    { route: `DELETE ${nested}`, needs: [k.flags.delete], request: async (target) => ({ url: nestedUrl(target, kind, await fresh(target, kind)) }) },
    { route: `GET /api/${k.byId.get}/:id`, needs: [k.flags.read], request: (target) => ({ url: `/api/${k.byId.get}/${partOf(target, kind)}` }) },
    { route: `PUT /api/${k.byId.put}/:id`, needs: [k.flags.update], request: (target) => ({ url: `/api/${k.byId.put}/${partOf(target, kind)}`, payload: k.body() }) },
    { route: `DELETE /api/${k.byId.delete}/:id`, needs: [k.flags.delete], request: async (target) => ({ url: `/api/${k.byId.delete}/${await fresh(target, kind)}` }) },
  ];
});

const exportCases = (['role', 'group', 'scene'] as const).map(
  (kind): AccessCase => ({ route: `GET /api/reports/project/:id/${KINDS[kind].plural}.xlsx`, needs: [KINDS[kind].flags.read], request: (target) => ({ url: `/api/reports/project/${projectOf(target)}/${KINDS[kind].plural}.xlsx` }) }),
);

/** Calls on a group or scene that exist under the project and by the part's id alike. */
const groupCases = (['post', 'delete'] as const).flatMap((method): AccessCase[] => [
  {
    route: `${method.toUpperCase()} /api/project/:id/group/:groupId/link_group`,
    needs: ['canUpdateGroups'],
    request: (target) => ({ url: `${nestedUrl(target, 'group')}/link_group`, payload: { groupId: sideOf(target).otherGroup } }),
  },
  { route: `${method.toUpperCase()} /api/group/:id/link_group`, needs: ['canUpdateGroups'], request: (target) => ({ url: `/api/group/${partOf(target, 'group')}/link_group`, payload: { groupId: sideOf(target).otherGroup } }) },
  {
    route: `${method.toUpperCase()} /api/project/:id/scene/:sceneId/links`,
    needs: ['canUpdateScenes'],
    request: (target) => ({ url: `${nestedUrl(target, 'scene')}/links`, payload: { roleIds: [sideOf(target).parts.role] } }),
  },
]);

const csv = (...rows: string[]) => {
  const form = multipart({ name: 'schema.csv', type: 'text/csv', data: Buffer.from(rows.join('\r\n')) });
  return (target: Target, caller: BuiltUser, path: string) => ({ url: `/api/project/${projectOf(target)}/import/${path}`, payload: form.payload, headers: { ...form.headers, ...bearer(caller) } });
};
const schemeFile = csv('Soort;Code;Naam;Beschrijving;Sprekend;Scènes', 'scène;S9;Proloog;;;');
const playersFile = csv('Soort;Code;E-mailadres;Cast', 'rol;R9;speler@example.be;Cast A');
const SCHEME_IMPORT: Flag[] = ['canCreateRoles', 'canCreateGroups', 'canCreateScenes'];
const PLAYERS_IMPORT: Flag[] = ['canUpdateRoles', 'canUpdateGroups'];

const cases: AccessCase[] = [
  ...partCases,
  ...exportCases,
  ...groupCases,
  { route: 'GET /api/project/:id/casting/casts', needs: ['canReadRoles', 'canReadGroups', 'canReadScenes', 'canReadCasts'], request: (target) => ({ url: `/api/project/${projectOf(target)}/casting/casts` }) },
  { route: 'GET /api/project/:id/group/:groupId/copy', needs: ['canCreateGroups'], allowed: 201, request: (target) => ({ url: `${nestedUrl(target, 'group')}/copy` }) },
  { route: 'GET /api/group/:id/copy', needs: ['canCreateGroups'], allowed: 201, request: (target) => ({ url: `/api/group/${partOf(target, 'group')}/copy` }) },
  { route: 'GET /api/project/:id/scene/:sceneId/called', needs: ['canReadScenes'], request: (target) => ({ url: `${nestedUrl(target, 'scene')}/called` }) },
  { route: 'GET /api/project/:id/project_role/:roleId/users', needs: ['canReadRoles'], request: (target) => ({ url: `${nestedUrl(target, 'role')}/users` }) },
  { route: 'GET /api/project/:id/group/:groupId/users', needs: ['canReadGroups'], request: (target) => ({ url: `${nestedUrl(target, 'group')}/users` }) },
  ...(['role', 'group'] as const).map(
    (kind): AccessCase => ({
      route: `PUT /api/project/:id/${KINDS[kind].nested}/:${KINDS[kind].param}/users`,
      needs: [KINDS[kind].flags.update],
      request: (target) => ({ url: `${nestedUrl(target, kind)}/users`, payload: { add: [{ userId: sideOf(target).player.id, castId: sideOf(target).cast }] } }),
    }),
  ),
  {
    route: 'POST /api/project_roles/switch',
    needs: ['canUpdateRoles'],
    request: (target) => ({ url: '/api/project_roles/switch', payload: { userId: sideOf(target).player.id, castId: sideOf(target).cast, roleIds: [partOf(target, 'role')] } }),
  },
  { route: 'GET /api/project/:id/user/:userId/casting', needs: ['canReadRoles', 'canReadUserRoles'], request: (target) => ({ url: `/api/project/${projectOf(target)}/user/${sideOf(target).player.id}/casting` }) },
  { route: 'GET /api/user/:userId/casting', needs: ['canReadUserRoles', 'canReadUserScenes'], global: true, request: (target) => ({ url: `/api/user/${target === 'missing' ? MISSING : side.A!.player.id}/casting` }) },
  { route: 'POST /api/project/:id/import/scheme', needs: SCHEME_IMPORT, request: (target, caller) => schemeFile(target, caller, 'scheme') },
  { route: 'POST /api/project/:id/import/scheme/users', needs: PLAYERS_IMPORT, request: (target, caller) => playersFile(target, caller, 'scheme/users') },
  { route: 'GET /api/reports/project/:id/role_scheme.xlsx', needs: ['canReadRoles', 'canReadGroups'], request: (target) => ({ url: `/api/reports/project/${projectOf(target)}/role_scheme.xlsx` }) },
  { route: 'GET /api/templates/import_role_scheme.xlsx', needs: SCHEME_IMPORT, request: (target) => ({ url: `/api/templates/import_role_scheme.xlsx?projectId=${projectOf(target)}` }) },
  { route: 'GET /api/templates/import_role_scheme_users.xlsx', needs: PLAYERS_IMPORT, request: (target) => ({ url: `/api/templates/import_role_scheme_users.xlsx?projectId=${projectOf(target)}` }) },
];

describe('the casting routes', () => {
  it('each have an access case, unless public or self-service', () => {
    expect(uncoveredRoutes(routes, 'casting', cases, SELF_SERVICE)).toEqual([]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => ({ a: side.A!.project, b: side.B!.project }) });

describe('a part of project B under project A’s path', () => {
  /** Every route under `/project/:id/<part>/:<param>`, aimed at B's part by staff holding every right in A. */
  const nested = cases.filter((c) => /^\w+ \/api\/project\/:id\/(project_role|group|scene_group|scene)\/:\w+/.test(c.route));

  it.each(nested.map((c) => [c.route, c] as const))('%s answers like a missing part', async (route, c) => {
    const staff = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: side.A!.project, rights: projectScoped(fullRights()) } });
    const aimed = async (partId: number) => {
      const call = (await c.request('A', staff))!;
      const url = call.url.replace(/^(\/api\/project\/\d+\/\w+\/)\d+/, `$1${partId}`);
      return t.app.inject({ method: route.split(' ')[0] as 'GET', url, headers: bearer(staff), ...(call.payload !== undefined ? { payload: call.payload as object } : {}) });
    };
    const kind = (Object.keys(KINDS) as Kind[]).find((k) => route.includes(`/${KINDS[k].nested}/:`))!;
    const foreign = await aimed(side.B!.parts[kind]);
    const missing = await aimed(MISSING);
    expect([foreign.statusCode, missing.statusCode], foreign.body).toEqual([404, 404]);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('the cast switch', () => {
  const switchBody = (s: Side, roleIds: number[], groupIds: number[]) => ({ userId: s.player.id, castId: s.cast, roleIds, groupIds });
  const post = (who: BuiltUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/project_roles/switch', headers: bearer(who), payload });
  const staffWith = (...flags: ('roles' | 'groups')[]) =>
    buildUser(t.ctx.db, {
      level: 2,
      projectRights: { projectId: side.A!.project, rights: Object.fromEntries(flags.map((area) => [area, { read: true, create: false, update: true, delete: false, sub: {} }])) },
    });

  it('opens to canUpdateGroups for groups alone', async () => {
    const res = await post(await staffWith('groups'), switchBody(side.A!, [], [side.A!.parts.group]));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('demands both flags when roles and groups are selected, refusing like a missing part', async () => {
    const body = switchBody(side.A!, [side.A!.parts.role], [side.A!.parts.group]);
    const rolesOnly = await post(await staffWith('roles'), body);
    const missing = await post(await staffWith('roles'), { ...body, roleIds: [MISSING] });
    expect([rolesOnly.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(rolesOnly.json()).toEqual(missing.json());
    expect((await post(await staffWith('roles', 'groups'), body)).statusCode).toBe(200);
  });
});
