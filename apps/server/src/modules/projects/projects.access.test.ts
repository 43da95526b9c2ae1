import { todayInBrussels } from '@coulisse/shared/rules/account';
import { addDays } from '@coulisse/shared/rules/projectState';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { casts, choices, locations, repetitionTypes, userAccessRoles } from '../../db/schema/index';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Target } from '../../../test/accessMatrix';
import { MISSING } from '../../../test/access';
import { areaRights, bearer, buildChoice, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each projects route (docs/ARCHITECTURE.md "Access on the route"): two projects A and
 * B, neither open for registration (so only readers see them), each with one item of every
 * settings tab. An item is always asked through A's path: B's item there must read as missing.
 */
const { t, routes } = await appWithRoutes();
const db = t.ctx.db;
const today = todayInBrussels();

/** Dates that keep a project shut to participants: registration opens in ten days. */
const notYetOpen = { openFrom: addDays(today, 10), closedFrom: addDays(today, 30), closedOffStage: addDays(today, 40), projectClosed: addDays(today, 100) };

type Tab = 'choice' | 'cast' | 'type' | 'location';
interface Side {
  project: number;
  items: Record<Tab, number>;
}
const side: Partial<Record<'A' | 'B', Side>> = {};
let made = 0;
/** A name no item of any project has yet (names and location codes are unique per project). */
const unique = (prefix: string) => `${prefix}${(made++).toString(36)}`;

async function item(tab: Tab, projectId: number): Promise<number> {
  const table = { choice: choices, cast: casts, type: repetitionTypes, location: locations }[tab];
  const values =
    tab === 'location'
      ? { name: 'Zaal', identifier: unique('L'), streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }
      : { name: unique('Item ') };
  const [row] = await db
    .insert(table)
    .values({ projectId, ...values } as typeof casts.$inferInsert & typeof locations.$inferInsert)
    .returning({ id: table.id });
  return row!.id;
}

async function buildSide(): Promise<Side> {
  const project = (await buildProject(db, notYetOpen)).id;
  return {
    project,
    items: {
      choice: await item('choice', project),
      cast: await item('cast', project),
      type: await item('type', project),
      location: await item('location', project),
    },
  };
}

beforeAll(async () => {
  side.A = await buildSide();
  side.B = await buildSide();
});

const projectOf = (target: Target) => (target === 'missing' ? MISSING : side[target]!.project);
const itemOf = (tab: Tab, target: Target) => (target === 'missing' ? MISSING : side[target]!.items[tab]);
/** A fresh item of the target's project, for a call that removes it. */
const freshItem = async (tab: Tab, target: Target) => (target === 'missing' ? MISSING : item(tab, side[target]!.project));

/**
 * A project like the target for a call that deletes it: a new project where the caller holds
 * exactly the project roles they hold in the target.
 */
async function freshProjectLike(target: Target, caller: BuiltUser): Promise<number> {
  if (target === 'missing') return MISSING;
  const fresh = (await buildProject(db, notYetOpen)).id;
  const links = await db
    .select({ accessRoleId: userAccessRoles.accessRoleId })
    .from(userAccessRoles)
    .where(and(eq(userAccessRoles.userId, caller.id), eq(userAccessRoles.projectId, side[target]!.project)));
  if (links.length) await db.insert(userAccessRoles).values(links.map((l) => ({ userId: caller.id, accessRoleId: l.accessRoleId, projectId: fresh })));
  return fresh;
}

const projectForm = () => ({ name: unique('Spel '), ...notYetOpen });
const location = () => ({ name: 'De Werft', identifier: unique('W'), streetName: 'Werft', houseNumber: '32', zipCode: '2440', cityName: 'Geel' });

/** The calls of one settings tab: add in the target's project, change and remove the target's item through A's path. */
function tabCases(tab: Tab, plural: string, single: string, flags: [string, string, string], body: () => object): AccessCase[] {
  const [create, update, remove] = flags as [AccessCase['needs'][number], AccessCase['needs'][number], AccessCase['needs'][number]];
  const param = { choice: 'choiceId', location: 'locationId', cast: 'itemId', type: 'itemId' }[tab];
  return [
    {
      route: `POST /api/project/:id/${plural}`,
      needs: [create],
      allowed: 201,
      request: (target) => ({ url: `/api/project/${projectOf(target)}/${plural}`, payload: body() }),
    },
    {
      route: `PUT /api/project/:id/${single}/:${param}`,
      needs: [update],
      request: (target) => ({ url: `/api/project/${side.A!.project}/${single}/${itemOf(tab, target)}`, payload: body() }),
    },
    {
      route: `DELETE /api/project/:id/${single}/:${param}`,
      needs: [remove],
      allowed: 204,
      request: async (target) => ({ url: `/api/project/${side.A!.project}/${single}/${await freshItem(tab, target)}` }),
    },
  ];
}

const cases: AccessCase[] = [
  { route: 'POST /api/projects', needs: ['canCreateProjects'], global: true, allowed: 201, request: () => ({ url: '/api/projects', payload: projectForm() }) },
  { route: 'GET /api/project/:id', needs: ['canReadProjects'], request: (target) => ({ url: `/api/project/${projectOf(target)}` }) },
  { route: 'PUT /api/project/:id', needs: ['canUpdateProjects'], request: (target) => ({ url: `/api/project/${projectOf(target)}`, payload: projectForm() }) },
  {
    route: 'DELETE /api/project/:id',
    needs: ['canDeleteProjects'],
    request: async (target, caller) => ({ url: `/api/project/${await freshProjectLike(target, caller)}` }),
  },
  {
    route: 'GET /api/statistics/overview/:projectId',
    needs: ['canReadProjects'],
    request: (target) => ({ url: `/api/statistics/overview/${projectOf(target)}` }),
  },
  // Creating projects is global, and a global projects.create holds projects.read everywhere (create implies read).
  {
    route: 'POST /api/project/:id/copy',
    needs: ['canCreateProjects'],
    global: true,
    allowed: 201,
    request: (target) => ({ url: `/api/project/${projectOf(target)}/copy`, payload: { parts: {}, project: projectForm() } }),
  },
  { route: 'GET /api/project/:id/settings', needs: ['canReadProjects'], request: (target) => ({ url: `/api/project/${projectOf(target)}/settings` }) },
  {
    route: 'PUT /api/project/:id/settings',
    needs: ['canUpdateProjects'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/settings`, payload: { replyTo: 'info@coulisse.be', dietEnabled: true } }),
  },
  { route: 'GET /api/projects/:id/settings', needs: ['canReadProjects'], request: (target) => ({ url: `/api/projects/${projectOf(target)}/settings` }) },
  {
    route: 'GET /api/projects/:id/settings/choices',
    needs: ['canReadProjects'],
    request: (target) => ({ url: `/api/projects/${projectOf(target)}/settings/choices` }),
  },
  ...tabCases('choice', 'choices', 'choice', ['canUpdateProjects', 'canUpdateProjects', 'canUpdateProjects'], () => ({
    name: unique('Keuze '),
    onStage: false,
  })),
  ...tabCases('cast', 'casts', 'cast', ['canCreateCasts', 'canUpdateCasts', 'canDeleteCasts'], () => ({ name: unique('Cast ') })),
  ...tabCases('type', 'repetition_types', 'repetition_type', ['canCreateRepetitionTypes', 'canUpdateRepetitionTypes', 'canDeleteRepetitionTypes'], () => ({
    name: unique('Type '),
  })),
  ...tabCases('location', 'locations', 'location', ['canCreateLocations', 'canUpdateLocations', 'canDeleteLocations'], location),
  { route: 'GET /api/project/:id/access_roles', needs: ['projects.rights'], request: (target) => ({ url: `/api/project/${projectOf(target)}/access_roles` }) },
];

describe('the projects routes', () => {
  it('each have an access case, unless public or self-service', () => {
    expect(uncoveredRoutes(routes, 'projects', cases, SELF_SERVICE)).toEqual([]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => ({ a: side.A!.project, b: side.B!.project }) });

describe('participants (spec 1 §6)', () => {
  const get = (url: string, who: BuiltUser) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

  it('see a project open for registration and its choices; one that is not reads as missing until they register in it', async () => {
    const open = await buildProject(db, { openFrom: addDays(today, -1), closedFrom: addDays(today, 10), closedOffStage: addDays(today, 10) });
    await buildChoice(db, open.id, { name: 'Dorpeling' });
    const participant = await buildUser(db);
    for (const url of [`/api/project/${open.id}`, `/api/projects/${open.id}/settings/choices`]) expect((await get(url, participant)).statusCode, url).toBe(200);
    expect((await get(`/api/project/${open.id}`, participant)).json()).toMatchObject({ open: true, registered: false, flags: { canReadProjects: false } });

    const shut = `/api/project/${side.A!.project}`;
    const [refused, missing] = [await get(shut, participant), await get(`/api/project/${MISSING}`, participant)];
    expect([refused.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(refused.json()).toEqual(missing.json());
    await buildRegistration(db, participant.id, side.A!.project);
    expect((await get(shut, participant)).json()).toMatchObject({ id: side.A!.project, open: false, registered: true });
  });

  it('who still have to verify their data see no project, not even an open one (spec 1 §4)', async () => {
    const open = await buildProject(db, { openFrom: addDays(today, -1) });
    const unverified = await buildUser(db, { shouldVerify: true });
    expect((await get(`/api/project/${open.id}`, unverified)).statusCode).toBe(404);
  });
});

describe('an item of project B under project A’s path', () => {
  it('reads as missing and stays unchanged, also for staff holding the right in both projects', async () => {
    const both = await buildUser(db, {
      level: 2,
      rights: {
        ...areaRights('projects', 'read', 'update'),
        ...areaRights('casts', 'read', 'update', 'delete'),
        ...areaRights('locations', 'read', 'update', 'delete'),
      },
    });
    const pathA = `/api/project/${side.A!.project}`;
    const calls = [
      { method: 'PUT', url: `${pathA}/choice/${side.B!.items.choice}`, payload: { name: 'Overgenomen' } },
      { method: 'DELETE', url: `${pathA}/choice/${side.B!.items.choice}` },
      { method: 'PUT', url: `${pathA}/cast/${side.B!.items.cast}`, payload: { name: 'Overgenomen' } },
      { method: 'DELETE', url: `${pathA}/cast/${side.B!.items.cast}` },
      { method: 'PUT', url: `${pathA}/location/${side.B!.items.location}`, payload: location() },
      { method: 'DELETE', url: `${pathA}/location/${side.B!.items.location}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ method: call.method, url: call.url, headers: bearer(both), ...('payload' in call ? { payload: call.payload } : {}) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const [choice] = await db.select({ name: choices.name }).from(choices).where(eq(choices.id, side.B!.items.choice));
    const [cast] = await db.select({ name: casts.name }).from(casts).where(eq(casts.id, side.B!.items.cast));
    expect([choice?.name, cast?.name]).not.toContain('Overgenomen');
    expect(await db.select({ id: locations.id }).from(locations).where(eq(locations.id, side.B!.items.location))).toHaveLength(1);
  });
});

describe('the project list', () => {
  it('shows a global reader every project, anyone else the open ones only', async () => {
    const reader = await buildUser(db, { level: 2, rights: areaRights('projects', 'read') });
    const projectReader = await buildUser(db, { level: 2, projectRights: { projectId: side.A!.project, rights: areaRights('projects', 'read') } });
    const ids = async (who: BuiltUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/projects?items=all', headers: bearer(who) })).json<{ data: { id: number }[] }>().data.map((p) => p.id);
    expect(await ids(reader)).toEqual(expect.arrayContaining([side.A!.project, side.B!.project]));
    // A project role opens that project's screens, not the staff list (it is scoped by global rights).
    expect(await ids(projectReader)).not.toContain(side.A!.project);
  });
});
