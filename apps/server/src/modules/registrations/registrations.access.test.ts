import { todayInBrussels } from '@coulisse/shared/rules/account';
import { addDays } from '@coulisse/shared/rules/projectState';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRoles, registrations, userAccessRoles } from '../../db/schema/index';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Call, type Target } from '../../../test/accessMatrix';
import { MISSING } from '../../../test/access';
import { areaRights, bearer, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each registrations route (docs/ARCHITECTURE.md "Access on the route"): two projects
 * A and B that no longer take registrations (so participants do not see them) but whose edit and
 * delete windows are open, each with a participant's registration; and a project C to copy into.
 */
const { t, routes } = await appWithRoutes();
const db = t.ctx.db;
const today = todayInBrussels();

const closedButEditable = {
  openFrom: addDays(today, -60),
  closedFrom: addDays(today, -1),
  closedOffStage: addDays(today, -1),
  editRegistrationClosed: addDays(today, 30),
  deleteRegistrationClosed: addDays(today, 30),
  projectClosed: addDays(today, 100),
};

interface Side {
  project: number;
  participant: BuiltUser;
  registration: number;
}
const side: Partial<Record<'A' | 'B', Side>> = {};
let copyTarget: number;

async function buildSide(): Promise<Side> {
  const project = (await buildProject(db, closedButEditable)).id;
  const participant = await buildUser(db, { firstName: 'Deelnemer' });
  return { project, participant, registration: (await buildRegistration(db, participant.id, project, { location: 0 })).id };
}

beforeAll(async () => {
  side.A = await buildSide();
  side.B = await buildSide();
  copyTarget = (await buildProject(db, closedButEditable)).id;
});

const of = (target: Target): Side | null => (target === 'missing' ? null : side[target]!);
const projectOf = (target: Target) => of(target)?.project ?? MISSING;
const registrationOf = (target: Target) => of(target)?.registration ?? MISSING;
/** A fresh registration in the target's project, for a call that removes it. */
async function freshRegistration(target: Target): Promise<number> {
  const s = of(target);
  if (!s) return MISSING;
  return (await buildRegistration(db, (await buildUser(db)).id, s.project, { location: 0 })).id;
}

/** A report URL with a download token of the caller (the report opens in a new window). */
async function download(path: string, caller: BuiltUser): Promise<Call> {
  const res = await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(caller), payload: { path } });
  return { url: `${path}?token=${res.json().token as string}`, headers: {} };
}

/**
 * Copying needs canCreateRegistrations in the target project too: every caller of that case holds
 * it in C, so what the matrix varies is the right in the source.
 */
const creatorsInC = new Set<number>();
async function alsoCreatesInC(caller: BuiltUser): Promise<void> {
  if (creatorsInC.has(caller.id)) return;
  creatorsInC.add(caller.id);
  const [role] = await db
    .insert(accessRoles)
    .values({ name: `Inschrijvers C ${caller.id}`, description: 'Schrijft in in project C', rights: areaRights('registrations', 'read', 'create') })
    .returning();
  await db.insert(userAccessRoles).values({ userId: caller.id, accessRoleId: role!.id, projectId: copyTarget });
}

const cases: AccessCase[] = [
  // Oneself, where one sees the project: readers of projects (participants see only open ones, below).
  {
    route: 'GET /api/project/:id/registration-form',
    needs: ['canReadProjects'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/registration-form` }),
  },
  {
    route: 'GET /api/project/:id/registration-form/:userId',
    needs: ['canReadRegistrations'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/registration-form/${(of(target) ?? side.A!).participant.id}` }),
  },
  // The windows are shut: the holder gets past the rule to the window's 400 (level 1 alone registers outside it).
  {
    route: 'POST /api/project/:id/users',
    needs: ['canReadProjects'],
    allowed: 400,
    request: (target) => ({ url: `/api/project/${projectOf(target)}/users`, payload: { location: 0 } }),
  },
  {
    route: 'POST /api/project/:id/user/:userId',
    needs: ['canCreateRegistrations'],
    allowed: 400,
    request: async (target) => ({ url: `/api/project/${projectOf(target)}/user/${(await buildUser(db)).id}`, payload: { location: 0 } }),
  },
  ...(['registrations', 'onstage', 'offstage'] as const).map((path): AccessCase => ({
    route: `GET /api/project/:id/${path}`,
    needs: ['canReadRegistrations'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/${path}` }),
  })),
  {
    route: 'GET /api/reports/project/:id/registrations.xlsx',
    needs: ['canExportRegistrations'],
    request: (target, caller) => download(`/api/reports/project/${projectOf(target)}/registrations.xlsx`, caller),
  },
  {
    route: 'GET /api/project/:id/not-registered',
    needs: ['canCreateRegistrations'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/not-registered` }),
  },
  {
    route: 'POST /api/project/:id/not-registered/checked',
    needs: ['canCreateRegistrations'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/not-registered/checked`, payload: {} }),
  },
  { route: 'GET /api/registration/:id', needs: ['canReadRegistrations'], request: (target) => ({ url: `/api/registration/${registrationOf(target)}` }) },
  {
    route: 'PUT /api/registration/:id',
    needs: ['canUpdateRegistrations'],
    request: (target) => ({ url: `/api/registration/${registrationOf(target)}`, payload: { location: 0, talents: 'Koken' } }),
  },
  {
    route: 'PUT /api/registrations/:id/roles',
    needs: ['canUpdateRegistrations'],
    request: (target) => ({ url: `/api/registrations/${registrationOf(target)}/roles`, payload: { choices: [], auditioning: false } }),
  },
  {
    route: 'PUT /api/registrations/others',
    needs: ['canUpdateRegistrations'],
    request: (target) => ({ url: '/api/registrations/others', payload: { id: registrationOf(target), remarks: 'Graag vroeg' } }),
  },
  {
    route: 'DELETE /api/registrations/signoff/:id',
    needs: ['canDeleteRegistrations'],
    request: async (target) => ({ url: `/api/registrations/signoff/${await freshRegistration(target)}` }),
  },
  {
    route: 'POST /api/project/:id/registrations/copy',
    needs: ['canCopyRegistrations'],
    request: async (target, caller) => {
      await alsoCreatesInC(caller);
      return { url: `/api/project/${projectOf(target)}/registrations/copy`, payload: { projectId: copyTarget } };
    },
  },
  {
    route: 'GET /api/project/:id/registrations/copy-targets',
    needs: ['canCopyRegistrations'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/registrations/copy-targets` }),
  },
];

describe('the registrations routes', () => {
  it('each have an access case, unless public or self-service', () => {
    expect(uncoveredRoutes(routes, 'registrations', cases, SELF_SERVICE)).toEqual([]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => ({ a: side.A!.project, b: side.B!.project }) });

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: BuiltUser, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

describe('participants, through their own registration', () => {
  it('read and change their own; another’s reads as missing', async () => {
    const { participant, registration } = side.A!;
    expect((await send('GET', `/api/registration/${registration}`, participant)).json()).toMatchObject({
      id: registration,
      abilities: { update: true, unregister: true },
    });
    expect((await send('PUT', `/api/registrations/${registration}/roles`, participant, { choices: [], auditioning: false })).statusCode).toBe(200);
    expect((await send('PUT', '/api/registrations/others', participant, { id: registration, talents: 'Zingen' })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', `/api/registration/${side.B!.registration}`, undefined],
      ['PUT', `/api/registration/${side.B!.registration}`, { location: 0 }],
      ['PUT', '/api/registrations/others', { id: side.B!.registration, talents: 'Overgenomen' }],
      ['DELETE', `/api/registrations/signoff/${side.B!.registration}`, undefined],
    ] as const) {
      const [other, missing] = [
        await send(method, url, participant, payload),
        await send(
          method,
          url.replace(String(side.B!.registration), String(MISSING)),
          participant,
          payload && 'id' in payload ? { ...payload, id: MISSING } : payload,
        ),
      ];
      expect([other.statusCode, missing.statusCode], `${method} ${url}`).toEqual([404, 404]);
      expect(other.json()).toEqual(missing.json());
    }
    const [stored] = await db.select({ talents: registrations.talents }).from(registrations).where(eq(registrations.id, side.B!.registration));
    expect(stored?.talents).not.toBe('Overgenomen');
  });

  it('unregister themselves while the delete window is open', async () => {
    const person = await buildUser(db);
    const own = await buildRegistration(db, person.id, side.A!.project, { location: 0 });
    const res = await send('DELETE', `/api/registrations/signoff/${own.id}`, person);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('see and register in a project open for registration only, or one they are registered in', async () => {
    const open = await buildProject(db, { openFrom: addDays(today, -1), closedFrom: addDays(today, 10), closedOffStage: addDays(today, 10) });
    const person = await buildUser(db);
    expect((await send('GET', `/api/project/${open.id}/registration-form`, person)).statusCode).toBe(200);
    expect((await send('POST', `/api/project/${open.id}/user/${person.id}`, person, { location: 0 })).statusCode).toBe(201);
    // A project that no longer takes registrations reads as missing, through either path.
    for (const [method, url] of [
      ['GET', `/api/project/${side.A!.project}/registration-form`],
      ['GET', `/api/project/${side.A!.project}/registration-form/${person.id}`],
      ['POST', `/api/project/${side.A!.project}/users`],
      ['POST', `/api/project/${side.A!.project}/user/${person.id}`],
    ] as const) {
      const res = await send(method, url, person, method === 'POST' ? { location: 0 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Registered there, they still reach their form (to follow their registration).
    expect((await send('GET', `/api/project/${side.A!.project}/registration-form`, side.A!.participant)).json()).toMatchObject({
      registrationId: side.A!.registration,
    });
  });
});

describe('copying registrations', () => {
  it('needs canCreateRegistrations in the target as well', async () => {
    const copier = await buildUser(db, {
      level: 2,
      projectRights: { projectId: side.A!.project, rights: areaRights('registrations', 'read', 'create', 'copy') },
    });
    const res = await send('POST', `/api/project/${side.A!.project}/registrations/copy`, copier, { projectId: side.B!.project });
    expect(res.statusCode).toBe(403);
    const copied = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.userId, side.A!.participant.id), eq(registrations.projectId, side.B!.project)));
    expect(copied).toHaveLength(0);
  });
});
