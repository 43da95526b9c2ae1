import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations, registrations, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Call, type Target } from '../../../test/accessMatrix';
import { MISSING } from '../../../test/access';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each rehearsals route (docs/ARCHITECTURE.md "Access on the route"): two projects
 * A and B, each with a location, a type, a participant called by every rehearsal ('all'), a
 * planned rehearsal and one inside the pin window.
 */
const { t, routes } = await appWithRoutes();

interface Side {
  project: number;
  location: number;
  type: number;
  participant: BuiltUser;
  rehearsal: number;
  kiosk: number;
}
const side: Partial<Record<'A' | 'B', Side>> = {};
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

async function rehearsal(s: Omit<Side, 'rehearsal' | 'kiosk'>, start: Date): Promise<number> {
  const [r] = await t.ctx.db
    .insert(repetitions)
    .values({ projectId: s.project, identifier: 'R', name: 'Repetitie', startDt: start, endDt: new Date(start.getTime() + 7_200_000), locationId: s.location, typeId: s.type, register: true })
    .returning();
  await t.ctx.db.insert(repetitionSelections).values({ repetitionId: r!.id, kind: 'all' });
  return r!.id;
}

async function buildSide(): Promise<Side> {
  const db = t.ctx.db;
  const project = (await buildProject(db)).id;
  const [loc] = await db.insert(locations).values({ projectId: project, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }).returning();
  const [type] = await db.insert(repetitionTypes).values({ projectId: project, name: 'Scène' }).returning();
  const participant = await buildUser(db, { firstName: 'Deelnemer' });
  await db.insert(registrations).values({ userId: participant.id, projectId: project, location: 1 });
  const base = { project, location: loc!.id, type: type!.id, participant };
  return { ...base, rehearsal: await rehearsal(base, minutesFromNow(3 * 24 * 60)), kiosk: await rehearsal(base, minutesFromNow(30)) };
}

beforeAll(async () => {
  side.A = await buildSide();
  side.B = await buildSide();
});

const of = (target: Target): Side | null => (target === 'missing' ? null : side[target]!);
/** The record id a target names: its rehearsal, or an id no rehearsal has. */
const idOf = (target: Target, pick: (s: Side) => number = (s) => s.rehearsal) => (target === 'missing' ? MISSING : pick(of(target)!));
const projectOf = (target: Target) => (target === 'missing' ? MISSING : of(target)!.project);

function form(target: Target) {
  const s = of(target) ?? side.A!;
  return {
    projectId: projectOf(target),
    identifier: 'N1',
    name: 'Nieuwe repetitie',
    date: brusselsDateTime(minutesFromNow(5 * 24 * 60)).date,
    start: '10:00',
    end: '12:00',
    locationId: s.location,
    typeId: s.type,
    register: true,
    sendMail: false,
    selection: [{ kind: 'all', refId: null, castId: null }],
  };
}

/** A fresh rehearsal of the target for a call that deletes it. */
const fresh = async (target: Target) => (target === 'missing' ? MISSING : rehearsal(of(target)!, minutesFromNow(7 * 24 * 60)));

/** A report URL with a download token of the caller (the report opens in a new window). */
async function download(path: string, query: string, caller: BuiltUser): Promise<Call> {
  const res = await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(caller), payload: { path } });
  return { url: `${path}?${query}&token=${res.json().token as string}`, headers: {} };
}

const range = () => `from=${minutesFromNow(-7 * 24 * 60).toISOString()}&to=${minutesFromNow(30 * 24 * 60).toISOString()}`;

const cases: AccessCase[] = [
  { route: 'GET /api/project/:id/repetitions', needs: ['canReadRepetitions'], request: (target) => ({ url: `/api/project/${projectOf(target)}/repetitions` }) },
  { route: 'POST /api/project/:id/repetitions/checked', needs: ['canReadRepetitions'], request: (target) => ({ url: `/api/project/${projectOf(target)}/repetitions/checked`, payload: {} }) },
  { route: 'GET /api/repetition/:id', needs: ['canReadRepetitions'], request: (target) => ({ url: `/api/repetition/${idOf(target)}` }) },
  { route: 'POST /api/repetitions', needs: ['canCreateRepetitions'], allowed: 201, request: (target) => ({ url: '/api/repetitions', payload: form(target) }) },
  { route: 'PUT /api/repetitions/:id', needs: ['canUpdateRepetitions'], request: (target) => ({ url: `/api/repetitions/${idOf(target)}`, payload: form(target === 'missing' ? 'A' : target) }) },
  {
    route: 'PUT /api/repetition/:id/time',
    needs: ['canUpdateRepetitions'],
    request: (target) => ({ url: `/api/repetition/${idOf(target)}/time`, payload: { startDt: minutesFromNow(4 * 24 * 60).toISOString(), endDt: minutesFromNow(4 * 24 * 60 + 60).toISOString() } }),
  },
  { route: 'GET /api/repetitions/copy/:id', needs: ['canCreateRepetitions'], request: (target) => ({ url: `/api/repetitions/copy/${idOf(target)}` }) },
  { route: 'DELETE /api/repetition/:id', needs: ['canDeleteRepetitions'], allowed: 204, request: async (target) => ({ url: `/api/repetition/${await fresh(target)}` }) },
  { route: 'DELETE /api/repetitions', needs: ['canDeleteRepetitions'], request: async (target) => ({ url: '/api/repetitions', payload: { ids: [await fresh(target)] } }) },
  { route: 'PUT /api/repetitions/open', needs: ['canOpenCloseRepetitions'], request: (target) => ({ url: '/api/repetitions/open', payload: { ids: [idOf(target)] } }) },
  { route: 'PUT /api/repetitions/close', needs: ['canOpenCloseRepetitions'], request: (target) => ({ url: '/api/repetitions/close', payload: { ids: [idOf(target)] } }) },
  { route: 'GET /api/repetitions/selectorData', needs: ['canCreateRepetitions', 'canUpdateRepetitions'], request: (target) => ({ url: `/api/repetitions/selectorData?projectId=${projectOf(target)}` }) },
  { route: 'GET /api/repetition/:id/presence', needs: ['canReadRepetitions'], request: (target) => ({ url: `/api/repetition/${idOf(target)}/presence` }) },
  {
    route: 'PUT /api/repetition/:id/mark-presence',
    needs: ['canUpdatePresence'],
    request: (target) => ({ url: `/api/repetition/${idOf(target)}/mark-presence`, payload: { userId: (of(target) ?? side.A!).participant.id, present: true } }),
  },
  { route: 'POST /api/repetitions/:id/enterPin', needs: ['canUsePin'], allowed: 200, request: (target) => ({ url: `/api/repetitions/${idOf(target, (s) => s.kiosk)}/enterPin`, payload: { pin: '00000' } }) },
  { route: 'POST /api/repetition/:id/live', needs: ['canReadRepetitions'], request: (target) => ({ url: `/api/repetition/${idOf(target)}/live`, payload: { socketId: 'socket-1' } }) },
  { route: 'GET /api/user/:userId/pin', needs: ['canReadUserRepetitions'], global: true, request: (target) => ({ url: `/api/user/${target === 'missing' ? MISSING : side.A!.participant.id}/pin` }) },
  {
    route: 'GET /api/project/:id/user/:userId/repetitions',
    needs: ['canReadUserRepetitions'],
    request: (target) => ({ url: `/api/project/${projectOf(target)}/user/${(of(target) ?? side.A!).participant.id}/repetitions` }),
  },
  { route: 'GET /api/user/:userId/repetitions', needs: ['canReadUserRepetitions'], global: true, request: (target) => ({ url: `/api/user/${target === 'missing' ? MISSING : side.A!.participant.id}/repetitions` }) },
  { route: 'GET /api/repetitions/all', needs: ['canSeeCalendar'], request: (target) => ({ url: `/api/repetitions/all?projectId=${projectOf(target)}&${range()}` }) },
  { route: 'GET /api/reports/repetition.xlsx', needs: ['canExportRepetitions'], request: (target, caller) => download('/api/reports/repetition.xlsx', `repetitionId=${idOf(target)}`, caller) },
  {
    route: 'GET /api/reports/repetitions_complete.xlsx',
    needs: ['canExportRepetitions'],
    request: (target, caller) => download('/api/reports/repetitions_complete.xlsx', `projectId=${projectOf(target)}`, caller),
  },
  {
    route: 'GET /api/reports/presence_complete.xlsx',
    needs: ['canExportRepetitions'],
    request: (target, caller) => download('/api/reports/presence_complete.xlsx', `projectId=${projectOf(target)}`, caller),
  },
];

describe('the rehearsals routes', () => {
  it('each have an access case, unless public or self-service', () => {
    expect(uncoveredRoutes(routes, 'rehearsals', cases, SELF_SERVICE)).toEqual([]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => ({ a: side.A!.project, b: side.B!.project }) });

describe('participants, through the rehearsals that call them', () => {
  const get = (id: number, who: BuiltUser) => t.app.inject({ method: 'GET', url: `/api/repetition/${id}`, headers: bearer(who) });

  // Rehearsals of their own: the matrix above has marked and closed the shared ones.
  it('read a rehearsal that calls them; any other reads as missing', async () => {
    expect((await get(await fresh('A'), side.A!.participant)).json().own).toEqual({ present: false, markedPresent: true, reason: null });
    const other = await get(side.B!.rehearsal, side.A!.participant);
    const missing = await get(MISSING, side.A!.participant);
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());
  });

  it('say for themselves whether they come, never for someone else', async () => {
    const url = `/api/repetition/${await fresh('A')}/mark-presence`;
    const own = await t.app.inject({ method: 'PUT', url, headers: bearer(side.A!.participant), payload: { markedPresent: false, reason: 'Ziek' } });
    expect(own.statusCode, own.body).toBe(200);
    const forOther = await t.app.inject({ method: 'PUT', url, headers: bearer(side.A!.participant), payload: { userId: side.B!.participant.id, markedPresent: false } });
    expect(forOther.statusCode).toBe(403);
    const notCalled = await t.app.inject({ method: 'PUT', url, headers: bearer(side.B!.participant), payload: { markedPresent: false } });
    expect(notCalled.statusCode).toBe(404);
  });
});

describe('bulk calls', () => {
  it('refuse the whole call when one id is of a project without the right, and change nothing', async () => {
    const deleter = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: side.A!.project, rights: { repetitions: { read: true, create: false, update: false, delete: true, sub: {} } } } });
    const ids = [await fresh('A'), await fresh('B')];
    const res = await t.app.inject({ method: 'DELETE', url: '/api/repetitions', headers: bearer(deleter), payload: { ids } });
    expect(res.statusCode).toBe(404);
    expect(await t.ctx.db.select({ id: repetitions.id }).from(repetitions).where(inArray(repetitions.id, ids))).toHaveLength(2);
    const own = await t.app.inject({ method: 'DELETE', url: '/api/repetitions', headers: bearer(deleter), payload: { ids: [ids[0]] } });
    expect(own.json()).toEqual({ deleted: 1 });
    expect(await t.ctx.db.select({ id: repetitions.id }).from(repetitions).where(eq(repetitions.id, ids[0]!))).toHaveLength(0);
  });
});
